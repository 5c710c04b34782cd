import type { CreateShareLinkRequest } from '@pitchlens/contracts';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsInstant } from '../validation/query-params';

export class CreateShareLinkRequestDto implements CreateShareLinkRequest {
  @IsString() @MinLength(1) @MaxLength(100) @Matches(/\S/, { message: 'must not be blank' }) label!: string;
  @IsInstant() expiresAt!: string;
}
