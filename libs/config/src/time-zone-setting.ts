import { canonicalTimeZone } from '@pitchlens/contracts';
import { ValidateBy } from 'class-validator';

export const IS_TIME_ZONE = 'isTimeZone';
export const TIME_ZONE_MAX_LENGTH = 64;

/** An IANA time zone the runtime's Intl knows (`Europe/London`, `UTC`): the setting REPORT_TIMEZONE and the admin's choice. */
export function IsTimeZone(): PropertyDecorator {
  return ValidateBy({
    name: IS_TIME_ZONE,
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length <= TIME_ZONE_MAX_LENGTH && canonicalTimeZone(value) !== null,
      defaultMessage: () => 'must be an IANA time zone such as UTC or Europe/London',
    },
  });
}
