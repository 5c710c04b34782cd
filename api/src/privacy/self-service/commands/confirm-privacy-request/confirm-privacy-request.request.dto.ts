import type { PrivacyConfirmation } from '@pitchlens/contracts';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class ConfirmPrivacyRequestRequestDto implements PrivacyConfirmation {
  @IsNotEmpty({ message: 'is required' })
  @IsString({ message: 'must be text' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'must be the token of a confirmation link' })
  @MaxLength(1024, { message: 'must be the token of a confirmation link' })
  token!: string;
}
