import { Section } from '../../../components/ui/section';
import { pilot } from '../enterprise-pricing';
import styles from './founder-quote.module.css';

/** A promise from our own CEO, who runs every pilot kickoff. */
export function FounderQuote() {
  return (
    <Section narrow>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p>
            ShiftKey doesn’t need another dashboard nobody opens. It needs every BDR to know, a minute after hanging up,
            exactly where the call left the playbook, and managers who can see that across the whole floor. That is what
            we will prove in the first {pilot.days} days, and I will be on the kickoff call myself.
          </p>
        </blockquote>
        <figcaption className={styles.caption}>Founder and CEO, Pitchlens</figcaption>
      </figure>
    </Section>
  );
}
