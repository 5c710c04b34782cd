import { applyDecorators } from '@nestjs/common';
import { IsOptional, Matches } from 'class-validator';

/** The client's id of one checkout attempt (a UUID, typically the page's UUIDv7 eventId). */
export const IsCheckoutId = () =>
  applyDecorators(IsOptional(), Matches(/^[A-Za-z0-9_-]{8,64}$/, { message: 'must be 8 to 64 letters, digits, "-" or "_" (a UUID)' }));
