import type { AdminDemoAttendedRequest } from '@pitchlens/contracts';
import { IsISO8601, Matches, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../../common/validation/validators';

/** A moment, with its zone: a demo's time decides its 14 days and its due-by to the minute. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export class RecordDemoAttendedRequestDto implements AdminDemoAttendedRequest {
  @Matches(TIMESTAMP, { message: 'must be an ISO 8601 date and time with its zone' })
  @IsISO8601({ strict: true }, { message: 'must be a real date and time' })
  @MaxLength(40)
  attendedAt!: string;
  /** The team member's address. */
  @IsEmailAddress() recordedBy!: string;
}
