import { brand } from '@pitchlens/contracts';
import blocks from '../../../components/marketing/blocks.module.css';
import { Section } from '../../../components/ui/section';
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
    <Section tone="dark" narrow labelledBy="proposal-cta-title">
      <div className={blocks.closing}>
        <h2 id="proposal-cta-title" className={blocks.closingTitle}>
          {title}
        </h2>
        <p className={`${blocks.closingText} ${styles.text}`}>{text}</p>
        <EmailButton subject={subject} body={body} variant="light" className={blocks.solid}>
          {buttonLabel}
        </EmailButton>
        <p className={styles.fallback}>
          Mail app not opening? Write to us at <span className={styles.address}>{brand.supportEmail}</span>.
        </p>
      </div>
    </Section>
  );
}
