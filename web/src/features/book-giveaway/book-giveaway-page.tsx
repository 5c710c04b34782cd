import { BenefitLists } from './components/benefit-lists';
import { GiveawayFooter } from './components/giveaway-footer';
import { GiveawayHeader } from './components/giveaway-header';
import { GiveawayHero } from './components/giveaway-hero';
import { HowItWorks } from './components/how-it-works';
import { ReferralSection } from './components/referral-section';
import { StickyOfferBar } from './components/sticky-offer-bar';
import { Testimonials } from './components/testimonials';

/** /book-giveaway: the referral program (spec §2). */
export default function BookGiveawayPage() {
  return (
    <>
      <StickyOfferBar />
      <GiveawayHeader />
      <main>
        <GiveawayHero />
        <ReferralSection />
        <HowItWorks />
        <BenefitLists />
        <Testimonials />
      </main>
      <GiveawayFooter />
    </>
  );
}
