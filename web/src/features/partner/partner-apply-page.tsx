import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NarrowPage } from '../../components/marketing/narrow-page';
import { SiteFooter } from '../../components/ui/site-footer';
import { paths } from '../../config/paths';
import { ApplyView } from './components/apply/apply-view';
import { applyViews, type ApplyViewName } from './components/apply/apply-views';
import { partnerLegalLinks } from './components/common/partner-footer-links';
import { PartnerNav } from './components/common/partner-nav';
import { FOUNDER_SLOTS } from './program/program-terms';
import styles from './components/apply/apply.module.css';

const footerLinks = [{ label: 'Review Partner Details', to: paths.partner }, ...partnerLegalLinks];

/** Spec §2/§4 /partner/apply: the application form, or a founder interview calendar in its place. */
export default function PartnerApplyPage() {
  const [view, setView] = useState<ApplyViewName>('form');

  // The swapped-in view starts at the page's top, not wherever the long form was scrolled to.
  const show = (next: ApplyViewName) => {
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
      <NarrowPage
        className={styles.page}
        top={<p className={styles.badge}>Limited to {FOUNDER_SLOTS.perQuarter} Partners This Quarter</p>}
        title="Apply for Founder Partner Status"
        lead={`${FOUNDER_SLOTS.remaining} slots remain before the founder window closes ${FOUNDER_SLOTS.windowCloses}. Tell us about your methodology and the clients you train.`}
      >
        {/* Keyed, so each view gets a frame of its own rather than the other's pointed elsewhere. */}
        <ApplyView key={view} view={applyViews[view]} onSwap={() => show(applyViews[view].swapTo)} />
      </NarrowPage>
      <SiteFooter links={footerLinks} />
    </>
  );
}
