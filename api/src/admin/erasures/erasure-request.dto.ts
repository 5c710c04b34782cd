import type { ErasureRequest } from '@pitchlens/contracts';
import { IsNotEmpty } from 'class-validator';
import { IsEmailAddress } from '../../common/validation/validators';

export class ErasureRequestDto implements ErasureRequest {
  @IsNotEmpty({ message: 'is required' }) @IsEmailAddress() email!: string;
}
