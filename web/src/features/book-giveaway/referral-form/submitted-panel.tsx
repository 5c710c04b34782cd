import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { DEMO_MINUTES, GIFT_CARD_DOLLARS, PAYOUT_HOURS } from '../giveaway-offer';
import styles from './referral-form.module.css';

/** The "submitted" state (spec §4); focus moves here so the change is announced. */
export function SubmittedPanel({ onReferMore }: { onReferMore: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.submitted}>
      <svg className={styles.check} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.15" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 ref={heading} tabIndex={-1} className={styles.submittedTitle}>
        Referrals Submitted! Add 3 more?
      </h3>
      <p>
        Thank you. Their invitations are on their way: each person gets an email with their free book and a{' '}
        {DEMO_MINUTES}-minute demo. For everyone who attends the demo, your ${GIFT_CARD_DOLLARS} Amazon gift card lands in
        your inbox within {PAYOUT_HOURS} hours.
      </p>
      <p>There is no limit on submissions, so if more leaders come to mind, send them a book too.</p>
      <Button size="lg" onClick={onReferMore}>
        Refer 3 More People
      </Button>
    </div>
  );
}
