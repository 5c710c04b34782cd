import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import { EventRecorder, visitorIdentity } from '../../../common/events/event-recorder';
import { TrackDownloadCommand } from './track-download.command';

@CommandHandler(TrackDownloadCommand)
export class TrackDownloadHandler implements ICommandHandler<TrackDownloadCommand> {
  constructor(private readonly recorder: EventRecorder) {}

  execute({ request, context }: TrackDownloadCommand): Promise<TrackResponse> {
    const identity = visitorIdentity(request.email, undefined, request.sessionId);
    return this.recorder.recordForVisitor(context, request, identity, [
      { type: 'FileDownloaded', data: { email: identity.email, downloadType: request.downloadType } },
    ]);
  }
}
