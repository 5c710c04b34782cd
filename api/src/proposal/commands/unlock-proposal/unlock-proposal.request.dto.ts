import type { ProposalUnlockRequest } from '@pitchlens/contracts';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class UnlockProposalRequestDto implements ProposalUnlockRequest {
  @IsNotEmpty({ message: 'is required' })
  @IsString({ message: 'must be text' })
  @Matches(/\S/, { message: 'must not be blank' })
  @MaxLength(256, { message: 'must be at most 256 characters' })
  password!: string;
}
