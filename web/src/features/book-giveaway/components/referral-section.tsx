import { MAX_REFERRALS_PER_SUBMISSION } from '@pitchlens/contracts';
import { Section } from '../../../components/ui/section';
import { OUTREACH_HOURS, PAYOUT_HOURS, REFERRAL_FORM_ID } from '../giveaway-offer';
import { ReferralForm } from '../referral-form/referral-form';
import styles from './giveaway-sections.module.css';

export function ReferralSection() {
  return (
    <Section id={REFERRAL_FORM_ID} tone="soft" narrow labelledBy="referral-form-title" className={styles.anchored}>
      <header className={styles.intro}>
        <h2 id="referral-form-title">Who Deserves a Free Book?</h2>
        <p>
          Add up to {MAX_REFERRALS_PER_SUBMISSION} sales leaders you know. Their invitations go out as soon as you submit, we
          follow up within {OUTREACH_HOURS} hours, and you are paid within {PAYOUT_HOURS} hours of each completed demo.
        </p>
      </header>
      <ReferralForm />
    </Section>
  );
}
