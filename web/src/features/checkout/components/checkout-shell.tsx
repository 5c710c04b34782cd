import type { ReactNode } from 'react';
import { SiteFooter } from '../../../components/ui/site-footer';
import styles from './checkout.module.css';

interface CheckoutShellProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** The order summary beside the form (below it on narrow screens). */
  summary: ReactNode;
  children: ReactNode;
}

/** The frame every checkout page shares: heading, payment panel, order summary, reassurance. */
export function CheckoutShell({ eyebrow, title, lead, summary, children }: CheckoutShellProps) {
  return (
    <>
      <main className={styles.page}>
        <div className={styles.layout}>
          <div className={styles.panel}>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.lead}>{lead}</p>
            {children}
          </div>
          <aside className={styles.summary} aria-label="Order summary">
            {summary}
          </aside>
        </div>
        <p className={styles.secure}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="4" y="11" width="16" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
          Payments are encrypted and processed by Stripe. Your card number never touches our servers.
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
