import type { CreateShareLinkRequest } from '@pitchlens/contracts';
import { IsString, Length, Matches } from 'class-validator';
import { IsInstant } from '../validation/query-params';

export class CreateShareLinkRequestDto implements CreateShareLinkRequest {
  @IsString() @Length(1, 100) @Matches(/\S/, { message: 'must not be blank' }) label!: string;
  @IsInstant() expiresAt!: string;
}
