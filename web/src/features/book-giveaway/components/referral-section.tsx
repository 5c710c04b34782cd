import { MAX_REFERRALS_PER_SUBMISSION } from '@pitchlens/contracts';
import { TitledSection } from '../../../components/marketing/titled-section';
import { OUTREACH_HOURS, PAYOUT_HOURS, REFERRAL_FORM_ID } from '../giveaway-offer';
import { ReferralForm } from '../referral-form/referral-form';
import styles from './giveaway-sections.module.css';

const intro = `Add up to ${MAX_REFERRALS_PER_SUBMISSION} sales leaders you know. Their invitations go out as soon as you submit, we follow up within ${OUTREACH_HOURS} hours, and you are paid within ${PAYOUT_HOURS} hours of each completed demo.`;

export function ReferralSection() {
  return (
    <TitledSection
      id={REFERRAL_FORM_ID}
      tone="soft"
      narrow
      className={styles.anchored}
      titleId="referral-form-title"
      title="Who Deserves a Free Book?"
      lead={intro}
      headingAs="header"
    >
      <ReferralForm />
    </TitledSection>
  );
}
