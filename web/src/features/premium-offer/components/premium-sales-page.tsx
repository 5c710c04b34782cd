import type { ReactNode } from 'react';
import { premiumFaq } from '../premium-faq';
import { FeatureGrid } from './feature-grid';
import { Guarantee } from './guarantee';
import { HowItWorks } from './how-it-works';
import { OfferHero } from './offer-hero';
import { OfferOptions } from './offer-options';
import { PremiumPage } from './premium-page';

interface PremiumSalesPageProps {
  eyebrow: string;
  title: string;
  lead: string;
  monthlyPrice: number;
  regularPrice?: number;
  /** Above everything, e.g. the offer's countdown. */
  banner?: ReactNode;
  /** Under the hero's button, e.g. the decline link. */
  heroFootnote?: ReactNode;
}

/** The Premium sales page; the one-time offer and the regular page differ only in these props. */
export function PremiumSalesPage({ banner, heroFootnote, ...hero }: PremiumSalesPageProps) {
  return (
    <PremiumPage faq={premiumFaq}>
      {banner}
      <OfferHero {...hero} footnote={heroFootnote} />
      <FeatureGrid />
      <HowItWorks />
      <OfferOptions />
      <Guarantee />
    </PremiumPage>
  );
}
