import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TrackResponse } from '@pitchlens/contracts';
import { EventRecorder, visitorIdentity } from '../../../common/events/event-recorder';
import { ApiError } from '../../../common/http/api-error';
import { RequestBreakdownEmailCommand } from './request-breakdown-email.command';

@CommandHandler(RequestBreakdownEmailCommand)
export class RequestBreakdownEmailHandler implements ICommandHandler<RequestBreakdownEmailCommand> {
  constructor(private readonly recorder: EventRecorder) {}

  execute({ request, context }: RequestBreakdownEmailCommand): Promise<TrackResponse> {
    const identity = visitorIdentity(request.email, undefined, request.sessionId);
    const email = identity.email;
    if (!email) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'Invalid request: email must be a real address we can send the breakdown to', [
        { field: 'email', message: 'must be a real address we can send the breakdown to' },
      ]);
    }
    const firstName = request.firstName?.trim() || null;
    return this.recorder.recordForVisitor(context, request, identity, [
      { type: 'ContactIdentified', data: { email, sessionId: identity.sessionId, firstName, lastName: null, source: 'breakdown-request' } },
      { type: 'BreakdownEmailRequested', data: { email, firstName } },
    ]);
  }
}
