import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streams, type TrackResponse } from '@pitchlens/contracts';
import { personStreams, WrongExpectedVersionError } from '@pitchlens/event-store';
import { v7 as uuidv7 } from 'uuid';
import { EventRecorder, type PlannedAppend } from '../../../common/events/event-recorder';
import { ApiError } from '../../../common/http/api-error';
import { checkReferralSubmission } from '../../domain/referral-rules';
import { SubmitReferralsCommand } from './submit-referrals.command';

/**
 * Each referred person has a stream of their own that must not exist yet, so
 * "one referral per person across referrers" holds even when two people
 * submit the same colleague at the same moment.
 */
@CommandHandler(SubmitReferralsCommand)
export class SubmitReferralsHandler implements ICommandHandler<SubmitReferralsCommand> {
  constructor(private readonly recorder: EventRecorder) {}

  async execute({ envelope, form, context }: SubmitReferralsCommand): Promise<TrackResponse> {
    const checked = checkReferralSubmission(form);
    if ('problems' in checked) {
      const sentence = checked.problems.map((p) => p.message).join(' ');
      throw new ApiError(HttpStatus.BAD_REQUEST, sentence, checked.problems);
    }
    const { referrer, referrals } = checked.submission;
    const submissionId = envelope.eventId ?? uuidv7();
    const [firstName, ...rest] = referrer.name.split(/\s+/);
    const identify: PlannedAppend = {
      streamId: envelope.sessionId ? streams.visitor(envelope.sessionId) : personStreams.contact(referrer.email),
      events: [
        {
          type: 'ContactIdentified',
          data: { email: referrer.email, sessionId: envelope.sessionId ?? null, firstName, lastName: rest.join(' ') || null, source: 'referral' },
        },
      ],
    };
    const referred: PlannedAppend[] = referrals.map(({ row, ...person }) => ({
      streamId: personStreams.referredPerson(person.email),
      expectedVersion: 'no_stream',
      events: [{ type: 'ReferralSubmitted', data: { submissionId, row, referrer, referred: person } }],
    }));
    try {
      return await this.recorder.record(context, envelope, [identify, ...referred]);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const taken = referrals.find((r) => personStreams.referredPerson(r.email) === error.streamId);
      if (!taken) throw error;
      const field = `referral${taken.row}Email`;
      const message = `Referral ${taken.row}: ${taken.email} has already been referred, so they can't be referred again.`;
      throw new ApiError(HttpStatus.CONFLICT, message, [{ field, message }]);
    }
  }
}
