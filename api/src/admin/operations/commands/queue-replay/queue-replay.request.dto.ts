import { PROJECTOR_NAMES, type ReplayRequest } from '@pitchlens/contracts';
import { IsIn } from 'class-validator';

export class QueueReplayRequestDto implements ReplayRequest {
  @IsIn([...PROJECTOR_NAMES, 'all'], { message: `must be one of ${[...PROJECTOR_NAMES, 'all'].join(', ')}` })
  projector!: ReplayRequest['projector'];
}
