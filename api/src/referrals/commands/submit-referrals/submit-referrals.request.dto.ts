import { applyDecorators } from '@nestjs/common';
import type { ReferralSubmissionRequest } from '@pitchlens/contracts';
import { IsString, MaxLength } from 'class-validator';
import { TrackingEnvelopeDto } from '../../../common/validation/tracking-envelope.dto';
import { IsOmittable } from '../../../common/validation/validators';

/** Bounds only: what each field must say, in words a visitor understands, is the referral rules' to check. */
const FormText = (maxLength: number) => applyDecorators(IsOmittable(), IsString({ message: 'must be text' }), MaxLength(maxLength));
const Name = () => FormText(200);
const Email = () => FormText(254);
const Title = () => FormText(100);
const Company = () => FormText(200);

/** The flat referral form: the referrer, then up to three people (MAX_REFERRALS_PER_SUBMISSION). */
export class SubmitReferralsRequestDto extends TrackingEnvelopeDto implements Partial<ReferralSubmissionRequest> {
  @Name() name?: string;
  @Email() email?: string;
  @Name() referral1Name?: string;
  @Email() referral1Email?: string;
  @Title() referral1Title?: ReferralSubmissionRequest['referral1Title'];
  @Company() referral1Company?: string;
  @Name() referral2Name?: string;
  @Email() referral2Email?: string;
  @Title() referral2Title?: ReferralSubmissionRequest['referral2Title'];
  @Company() referral2Company?: string;
  @Name() referral3Name?: string;
  @Email() referral3Email?: string;
  @Title() referral3Title?: ReferralSubmissionRequest['referral3Title'];
  @Company() referral3Company?: string;
}
