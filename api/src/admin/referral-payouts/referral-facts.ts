import { HttpStatus, Inject } from '@nestjs/common';
import { streams, type AdminReferralRecordedResponse, type ReferralDemoAttended, type ReferralPayoutPaid } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { v5 as uuidv5 } from 'uuid';
import { PG_POOL } from '../../common/di-tokens';
import { EventRecorder } from '../../common/events/event-recorder';
import { ApiError } from '../../common/http/api-error';
import type { RequestContext } from '../../common/http/request-context';

/** Namespace of the ids of a referral's demo and payout facts. */
const REFERRAL_FACT_NAMESPACE = '0b7f4c1e-3a52-4f0e-9d6b-8c2a71e5f3d4';

/** What the team records about a referral: it reads the referrals read model and appends to the referral's stream. */
export abstract class ReferralFactHandler {
  constructor(
    @Inject(PG_POOL) protected readonly pool: Pool,
    private readonly recorder: EventRecorder,
  ) {}

  /**
   * Records one fact about a referral in its own stream. Its id is derived
   * from the referral and the fact's type, so a referral has at most one of
   * each: a repeated call (a double click, two admins at once) is answered
   * as a duplicate and records nothing, whatever it carried.
   */
  protected async record(context: RequestContext, event: ReferralDemoAttended | ReferralPayoutPaid): Promise<AdminReferralRecordedResponse> {
    const { referralId } = event.data;
    const eventId = uuidv5(`${referralId}/${event.type}`, REFERRAL_FACT_NAMESPACE);
    const result = await this.recorder.record(context, { eventId }, [{ streamId: streams.referralPayout(referralId), events: [event] }]);
    return { referralId, duplicate: result.duplicate };
  }
}

export function unknownReferral(referralId: string): ApiError {
  const message = `names no referral (${referralId})`;
  return new ApiError(HttpStatus.NOT_FOUND, `No referral ${referralId}`, [{ field: 'referralId', message }]);
}

/** 409 naming the referral: what it is in stops the act. */
export function referralConflict(message: string, field = 'referralId'): ApiError {
  return new ApiError(HttpStatus.CONFLICT, `The ${field === 'referralId' ? 'referral' : 'demo'} ${message}`, [{ field, message }]);
}
