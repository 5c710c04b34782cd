import type { ReactNode } from 'react';
import { Faq, type FaqItem } from '../../../components/ui/faq';
import { Section } from '../../../components/ui/section';
import { SiteFooter } from '../../../components/ui/site-footer';
import { Disclaimer } from './disclaimer';
import styles from './premium-page.module.css';

/** A Premium page: its own sections, then the questions, the fine print and the footer every Premium page ends with. */
export function PremiumPage({ faq, children }: { faq: FaqItem[]; children: ReactNode }) {
  return (
    <>
      <main className={styles.page}>
        {children}
        <Section tone="soft">
          <Faq items={faq} />
        </Section>
        <Disclaimer />
      </main>
      <SiteFooter />
    </>
  );
}
