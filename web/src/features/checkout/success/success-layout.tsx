import type { ReactNode } from 'react';
import { SiteFooter } from '../../../components/ui/site-footer';
import styles from './success.module.css';

interface SuccessLayoutProps {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}

/** The frame of every thank-you page: the confirmation on top, what to do next below. */
export function SuccessLayout({ eyebrow, title, lead, children }: SuccessLayoutProps) {
  return (
    <>
      <main className={styles.page}>
        <header className={styles.hero}>
          <svg className={styles.check} aria-hidden="true" viewBox="0 0 48 48" width="64" height="64">
            <circle cx="24" cy="24" r="24" fill="currentColor" />
            <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </header>
        <div className={styles.body}>{children}</div>
      </main>
      <SiteFooter />
    </>
  );
}
