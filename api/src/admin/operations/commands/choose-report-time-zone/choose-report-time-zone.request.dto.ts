import { IsTimeZone } from '@pitchlens/config';
import { canonicalTimeZone, type ReportTimeZoneRequest } from '@pitchlens/contracts';
import { Transform } from 'class-transformer';

export class ChooseReportTimeZoneRequestDto implements ReportTimeZoneRequest {
  /** Spelled as Intl spells it (`utc` becomes `UTC`), so one zone is stored one way. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (canonicalTimeZone(value) ?? value) : value))
  @IsTimeZone()
  timeZone!: string;
}
