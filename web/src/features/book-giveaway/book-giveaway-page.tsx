import { useBooksRemaining } from './api/books-remaining';
import { BenefitLists } from './components/benefit-lists';
import { GiveawayFooter } from './components/giveaway-footer';
import { GiveawayHeader } from './components/giveaway-header';
import { GiveawayHero } from './components/giveaway-hero';
import { HowItWorks } from './components/how-it-works';
import { ReferralSection } from './components/referral-section';
import { StickyOfferBar } from './components/sticky-offer-bar';
import { Testimonials } from './components/testimonials';
import styles from './book-giveaway-page.module.css';

/** /book-giveaway: the referral program (spec §2). */
export default function BookGiveawayPage() {
  // Asked once here, so the hero and the deadline bar always show the same figure.
  const booksRemaining = useBooksRemaining();
  return (
    <>
      <StickyOfferBar booksRemaining={booksRemaining} />
      <GiveawayHeader />
      <main className={styles.page}>
        <GiveawayHero booksRemaining={booksRemaining} />
        <ReferralSection />
        <HowItWorks />
        <BenefitLists />
        <Testimonials />
      </main>
      <GiveawayFooter />
    </>
  );
}
