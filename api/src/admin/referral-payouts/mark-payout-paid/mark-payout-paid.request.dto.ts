import type { AdminPayoutPaidRequest } from '@pitchlens/contracts';
import { IsEmailAddress } from '../../../common/validation/validators';

export class MarkPayoutPaidRequestDto implements AdminPayoutPaidRequest {
  /** The address of the team member who sent the gift card. */
  @IsEmailAddress() paidBy!: string;
}
