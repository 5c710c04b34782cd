/**
 * The password-gated generic enterprise proposal (/proposal). The browser holds
 * only these shapes: the content itself is served by the API, and only to a
 * visitor who gave the password (spec §2 "Enterprise", ARCHITECTURE §5).
 */

/** The key in sessionStorage that remembers an unlocked proposal for the browser session (spec §3). */
export const PROPOSAL_UNLOCKED_STORAGE_KEY = 'proposal_authenticated';

/** POST /api/proposal/unlock */
export interface ProposalUnlockRequest {
  password: string;
}

/** One step of the land-and-expand plan. */
export interface ProposalPhase {
  /** "Phase 1: Pilot" */
  name: string;
  /** "Up to 5 seats" */
  seats: string;
  duration: string;
  /** What it costs and on which terms. */
  investment: string;
  whatHappens: string[];
}

export interface ProposalPriceExample {
  seats: number;
  /** Seats × the per-seat rate plus the platform fee, in whole US dollars. */
  annualUsd: number;
}

export interface ProposalPricing {
  pilot: {
    priceUsd: number;
    seats: number;
    days: number;
    /** Share of the pilot price credited to the first annual invoice. */
    creditedToAnnualPercent: number;
  };
  annual: {
    perSeatPerYearUsd: number;
    platformFeeUsd: number;
    examples: ProposalPriceExample[];
  };
  notes: string[];
}

export interface ProposalKpi {
  /** "95%" */
  target: string;
  label: string;
}

export interface ProposalGuarantee {
  title: string;
  /** How many of the KPIs must be met, within how many days. */
  kpisRequired: number;
  windowDays: number;
  kpis: ProposalKpi[];
  /** What happens when they are not met. */
  remedy: string;
}

export interface ProposalAvailability {
  founderRateCustomers: number;
  slotsPerQuarter: number;
  message: string;
}

/** What GET /api/proposal and a successful unlock answer. */
export interface ProposalContent {
  eyebrow: string;
  headline: string;
  intro: string;
  phases: ProposalPhase[];
  pricing: ProposalPricing;
  guarantee: ProposalGuarantee;
  availability: ProposalAvailability;
  /** The button to the pilot checkout. */
  callToAction: { label: string; note: string };
}
