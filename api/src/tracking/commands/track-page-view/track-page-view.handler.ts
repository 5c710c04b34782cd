import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import { EventRecorder } from '../../../common/events/event-recorder';
import { TrackPageViewCommand } from './track-page-view.command';

@CommandHandler(TrackPageViewCommand)
export class TrackPageViewHandler implements ICommandHandler<TrackPageViewCommand> {
  constructor(private readonly recorder: EventRecorder) {}

  execute({ request, context }: TrackPageViewCommand): Promise<TrackResponse> {
    return this.recorder.recordForVisitor(context, request, { sessionId: request.sessionId ?? null, email: null }, [
      { type: 'PageViewed', data: { path: request.path, title: request.title || null, referrer: request.referrer || null } },
    ], { referrer: request.referrer });
  }
}
