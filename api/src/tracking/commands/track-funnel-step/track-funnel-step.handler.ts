import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import { EventRecorder, visitorIdentity } from '../../../common/events/event-recorder';
import { TrackFunnelStepCommand } from './track-funnel-step.command';

@CommandHandler(TrackFunnelStepCommand)
export class TrackFunnelStepHandler implements ICommandHandler<TrackFunnelStepCommand> {
  constructor(private readonly recorder: EventRecorder) {}

  execute({ request, context }: TrackFunnelStepCommand): Promise<TrackResponse> {
    const identity = visitorIdentity(request.email, undefined, request.sessionId);
    return this.recorder.recordForVisitor(context, request, identity, [
      { type: 'FunnelStepReached', data: { email: identity.email, step: request.step, stepData: request.stepData ?? {} } },
    ]);
  }
}
