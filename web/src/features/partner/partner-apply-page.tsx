import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SiteFooter } from '../../components/ui/site-footer';
import { paths } from '../../config/paths';
import { ApplicationFormView } from './components/apply/application-form-view';
import { SchedulingView } from './components/apply/scheduling-view';
import { partnerLegalLinks } from './components/common/partner-footer-links';
import { PartnerNav } from './components/common/partner-nav';
import { FOUNDER_SLOTS } from './program/program-terms';
import styles from './components/apply/apply.module.css';

type ApplyView = 'form' | 'schedule';

const footerLinks = [{ label: 'Review Partner Details', to: paths.partner }, ...partnerLegalLinks];

/** Spec §2/§4 /partner/apply: the application form, or a founder interview calendar in its place. */
export default function PartnerApplyPage() {
  const [view, setView] = useState<ApplyView>('form');

  // The swapped-in view starts at the page's top, not wherever the long form was scrolled to.
  const show = (next: ApplyView) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PartnerNav>
        <Link to={paths.partner} className={styles.navLink}>
          Back to Partner Info
        </Link>
      </PartnerNav>
      <main className={styles.page}>
        <div className={styles.inner}>
          <header className={styles.header}>
            <p className={styles.badge}>Limited to {FOUNDER_SLOTS.perQuarter} Partners This Quarter</p>
            <h1 className={styles.title}>Apply for Founder Partner Status</h1>
            <p className={styles.lead}>
              {FOUNDER_SLOTS.remaining} slots remain before the founder window closes {FOUNDER_SLOTS.windowCloses}.
              Tell us about your methodology and the clients you train.
            </p>
          </header>
          {view === 'form' ? (
            <ApplicationFormView onSchedule={() => show('schedule')} />
          ) : (
            <SchedulingView onBack={() => show('form')} />
          )}
        </div>
      </main>
      <SiteFooter links={footerLinks} />
    </>
  );
}
