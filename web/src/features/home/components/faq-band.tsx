import { FadeIn } from '../../../components/effects/fade-in';
import { Faq } from '../../../components/ui/faq';
import { faqItems } from '../content/faq-items';
import styles from './faq-band.module.css';

/** The shared FAQ brings its own <section> and heading; this only gives it the page's spacing. */
export function FaqBand() {
  return (
    <div className={styles.band}>
      <FadeIn>
        <Faq items={faqItems} />
      </FadeIn>
    </div>
  );
}
