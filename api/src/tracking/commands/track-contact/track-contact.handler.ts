import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PitchlensEvent, TrackResponse } from '@pitchlens/contracts';
import { EventRecorder, visitorIdentity } from '../../../common/events/event-recorder';
import { ApiError } from '../../../common/http/api-error';
import { TrackContactCommand } from './track-contact.command';

/**
 * A real email identifies the contact (linking the session to it) and may
 * carry a funnel step; a placeholder, or a call that says it is anonymous,
 * only records the anonymous visit's step.
 */
@CommandHandler(TrackContactCommand)
export class TrackContactHandler implements ICommandHandler<TrackContactCommand> {
  constructor(private readonly recorder: EventRecorder) {}

  execute({ request, context }: TrackContactCommand): Promise<TrackResponse> {
    const identity = visitorIdentity(request.email, request.metadata?.isAnonymous, request.sessionId, request.metadata?.sessionId);
    const step = request.currentFunnelStep;
    const events: PitchlensEvent[] = [];
    if (identity.email) {
      events.push({
        type: 'ContactIdentified',
        data: {
          email: identity.email,
          sessionId: identity.sessionId,
          firstName: request.firstName || null,
          lastName: request.lastName || null,
          source: 'track-contact',
        },
      });
    } else if (!step) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'Invalid request: currentFunnelStep is required for an anonymous visitor', [
        { field: 'currentFunnelStep', message: 'is required for an anonymous visitor' },
      ]);
    }
    if (step) events.push({ type: 'FunnelStepReached', data: { email: identity.email, step, stepData: {} } });
    return this.recorder.recordForVisitor(context, request, identity, events, { claimedTime: request.occurredAt ?? request.metadata?.visitedAt });
  }
}
