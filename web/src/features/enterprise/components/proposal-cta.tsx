import { brand } from '@pitchlens/contracts';
import blocks from '../../../components/marketing/blocks.module.css';
import { ClosingBand } from '../../../components/marketing/closing-band';
import { EmailButton } from './email-button';
import styles from './proposal-cta.module.css';

interface ProposalCtaProps {
  title: string;
  text: string;
  buttonLabel: string;
  subject: string;
  body: string;
}

/** The closing ask of a named-prospect proposal: one email, already written. */
export function ProposalCta({ title, text, buttonLabel, subject, body }: ProposalCtaProps) {
  return (
    <ClosingBand titleId="proposal-cta-title" title={title} text={text} textClassName={styles.text}>
      <EmailButton subject={subject} body={body} variant="light" className={blocks.solid}>
        {buttonLabel}
      </EmailButton>
      <p className={styles.fallback}>
        Mail app not opening? Write to us at <span className={styles.address}>{brand.supportEmail}</span>.
      </p>
    </ClosingBand>
  );
}
