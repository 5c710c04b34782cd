import type { ReactNode } from 'react';
import { NarrowPage } from '../../../components/marketing/narrow-page';
import { SiteHeader } from '../../../components/site-header/site-header';
import { SiteFooter } from '../../../components/ui/site-footer';
import styles from '../privacy-request.module.css';

interface PrivacyRequestLayoutProps {
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}

/** The frame of the request page and of the page its mailed link opens. */
export function PrivacyRequestLayout({ title, lead, children }: PrivacyRequestLayoutProps) {
  return (
    <>
      <SiteHeader />
      <NarrowPage className={styles.page} top={<p className={styles.eyebrow}>Your data</p>} title={title} lead={lead}>
        {children}
      </NarrowPage>
      <SiteFooter />
    </>
  );
}
