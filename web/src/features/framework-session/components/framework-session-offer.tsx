import { SiteFooter } from '../../../components/ui/site-footer';
import { useBoughtThisSession } from '../../../lib/purchases/session-purchases';
import { useEmailFromLink } from '../../../lib/tracking/use-email-from-link';
import { useStepVisit } from '../../../lib/tracking/use-step-visit';
import { useClientSearch } from '../hooks/use-client-search';
import { useSpotsLeft } from '../spots-ticker';
import type { SessionVariant } from '../session-variants';
import { SessionAgenda } from './session-agenda';
import { SessionBonuses } from './session-bonuses';
import { SessionClosing } from './session-closing';
import { SessionFaq } from './session-faq';
import { SessionGuarantee } from './session-guarantee';
import { SessionHero } from './session-hero';
import { SessionProgress } from './session-progress';
import { SessionWhy } from './session-why';

/** The framework-session upsell (spec §2), shared by the Premium and trial variants. */
export function FrameworkSessionOffer({ variant }: { variant: SessionVariant }) {
  const email = useEmailFromLink();
  // Sent once the address (remembered by the checkout, or taken from an older link) is known.
  useStepVisit('framework_session', email, email === undefined);
  const search = useClientSearch();
  const spotsLeft = useSpotsLeft();
  const bought = useBoughtThisSession(variant.purchase);

  return (
    <>
      <main>
        <SessionProgress firstStep={variant.firstStep} firstDone={bought === true} />
        <SessionHero variant={variant} bought={bought} search={search} spotsLeft={spotsLeft} />
        <SessionWhy />
        <SessionAgenda />
        <SessionBonuses />
        <SessionGuarantee />
        <SessionFaq />
        <SessionClosing search={search} declineTo={variant.declineTo} spotsLeft={spotsLeft} />
      </main>
      <SiteFooter />
    </>
  );
}
