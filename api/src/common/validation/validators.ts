import { applyDecorators } from '@nestjs/common';
import { IsEmail, Matches, MaxLength } from 'class-validator';
import { SESSION_ID_PATTERN } from '@pitchlens/contracts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const IsEventId = () => Matches(UUID_V7, { message: 'must be a UUIDv7' });

export const IsSessionId = () =>
  Matches(SESSION_ID_PATTERN, { message: 'must be 8 to 64 letters, digits, "-" or "_"' });

export const IsEmailAddress = () =>
  applyDecorators(IsEmail({}, { message: 'must be a valid email address' }), MaxLength(254));
