import {
  ANNUAL_PLAN,
  BREAKDOWN_ROWS,
  CATALOGUE,
  ENTERPRISE_PILOT,
  FOUNDER_LIMIT,
  formatPrice,
  GIVEAWAY_BOOKS,
  GONG_MAX_SAVING_PERCENT,
  NAMED_TECHNIQUES,
  PITCH_MINUTES,
  TRIAL_DAYS,
  type ProductId,
} from '@pitchlens/contracts';
import type { RoutePath } from './paths';
import { paths } from './paths';

const price = (product: ProductId) => formatPrice(CATALOGUE[product].amountCents);
const regularPrice = (product: ProductId) => formatPrice(CATALOGUE[product].regularAmountCents ?? CATALOGUE[product].amountCents);
/** The prices the titles and descriptions quote, from the catalogue. */
const founder = { monthly: price('premium_monthly'), yearly: price('premium_yearly') };
const premium = { offer: price('premium_trial'), regular: regularPrice('premium_trial') };
const session = { now: price('framework_session'), regular: regularPrice('framework_session') };
const pilot = price('enterprise_pilot');

export interface RouteMeta {
  title: string;
  description: string;
  keywords: string;
  /** Pages that must not appear in search results (gates, checkouts, thank-you pages). */
  noindex?: boolean;
}

/**
 * Per-route document metadata (spec §2). Applied on every navigation and
 * written into each route's prerendered HTML. A route absent from this table
 * leaves the document's tags as they are.
 */
export const routeMeta: Partial<Record<RoutePath, RouteMeta>> = {
  [paths.home]: {
    title: 'Pitchlens | Actionable Sales Call Feedback in Seconds',
    description:
      `Pitchlens scores every recorded sales call in about 60 seconds against your own scripts and playbooks, and tells each rep exactly what to improve. Premium from ${founder.monthly}/month.`,
    keywords: 'sales call analysis, AI sales coaching, call scoring, sales feedback, conversation intelligence',
  },
  [paths.features]: {
    title: 'Features | Contextual Call Intelligence | Pitchlens',
    description:
      'Contextual intelligence that scores calls against your own methodology: framework intelligence mapping, rubric-aligned scoring, manager dashboards and coaching actions.',
    keywords: 'sales coaching features, contextual call scoring, sales methodology adherence, manager dashboard',
  },
  [paths.bookGiveaway]: {
    title: 'Free Book Giveaway: Refer a Sales Leader, Get a $25 Gift Card | Pitchlens',
    description:
      `Refer up to 3 sales enablement leaders or sales managers. They get a free book, you get a $25 Amazon gift card for each one who attends a 15-minute demo. Only ${GIVEAWAY_BOOKS} books in the giveaway.`,
    keywords: 'sales book giveaway, referral program, sales enablement, gift card referral',
  },
  [paths.hormoziBreakdown]: {
    title: `Free Breakdown: Every Technique in a ${PITCH_MINUTES}-Minute Sales Pitch | Pitchlens`,
    description:
      `Get the minute-by-minute breakdown of a ${PITCH_MINUTES}-minute pitch: ${BREAKDOWN_ROWS} rows and ${NAMED_TECHNIQUES} named persuasion techniques, with what was said and why it works. Free for 24 hours.`,
    keywords: 'sales pitch breakdown, persuasion techniques, closing techniques, sales training download',
  },
  [paths.premium]: {
    title: `One-Time Offer: Pitchlens Premium at ${premium.offer}/month | Pitchlens`,
    description: `Unlock Pitchlens Premium at ${premium.offer}/month instead of ${premium.regular}: unlimited call scoring, custom frameworks and coaching insights. This offer expires in 6 hours.`,
    keywords: 'Pitchlens Premium, sales call scoring discount, AI sales coach offer',
  },
  [paths.premiumRegular]: {
    title: `Pitchlens Premium | ${premium.regular}/month`,
    description: `Pitchlens Premium: unlimited AI call scoring against your own playbooks, coaching insights and progress tracking for ${premium.regular}/month, or start with a ${TRIAL_DAYS}-day trial.`,
    keywords: 'Pitchlens Premium, AI call scoring, sales coaching subscription',
  },
  [paths.premiumTrial]: {
    title: `Start Your ${TRIAL_DAYS}-Day Pitchlens Trial | $0 Today`,
    description: `Try Pitchlens Premium for ${TRIAL_DAYS} days: $0 today, then ${premium.offer}/month (normally ${premium.regular}). Upload one call within 48 hours and three within ${TRIAL_DAYS} days, or cancel for $0.`,
    keywords: 'Pitchlens trial, free trial sales coaching, AI call scoring trial',
  },
  [paths.premiumCheckout]: {
    title: 'Checkout: Pitchlens Founder Rate | Pitchlens',
    description: `Lock the founder rate of ${founder.monthly}/month or ${founder.yearly}/year for as long as you stay. Only for the first ${FOUNDER_LIMIT} founders.`,
    keywords: 'Pitchlens checkout, founder rate',
    noindex: true,
  },
  [paths.premiumSuccess]: {
    title: 'Welcome to Pitchlens Premium',
    description: 'Your Pitchlens Premium subscription is active. Here is what to do next.',
    keywords: 'Pitchlens Premium welcome',
    noindex: true,
  },
  [paths.trialCheckout]: {
    title: 'Start Your Trial: $0 Today | Pitchlens',
    description: `Save a card to start your ${TRIAL_DAYS}-day Pitchlens trial. Nothing is charged today; ${premium.offer}/month from day ${TRIAL_DAYS} unless you cancel.`,
    keywords: 'Pitchlens trial checkout',
    noindex: true,
  },
  [paths.trialSuccess]: {
    title: 'Your Pitchlens Trial Has Started',
    description: `Your ${TRIAL_DAYS}-day Pitchlens trial is active. Here is how to get the most out of it.`,
    keywords: 'Pitchlens trial started',
    noindex: true,
  },
  [paths.downloadBreakdown]: {
    title: `Download: The ${PITCH_MINUTES}-Minute Pitch Breakdown | Pitchlens`,
    description:
      `Download the tactics spreadsheet: ${BREAKDOWN_ROWS} rows covering a ${PITCH_MINUTES}-minute pitch and ${NAMED_TECHNIQUES} named techniques, plus the full written analysis.`,
    keywords: 'pitch breakdown download, sales tactics csv, persuasion techniques list',
    noindex: true,
  },
  [paths.frameworkSession]: {
    title: `Framework Mapping Session: ${session.now} (Regular ${session.regular}) | Pitchlens`,
    description: `A 60-minute 1-on-1 session that maps your sales framework into Pitchlens so every call is scored against your own playbook. ${session.now} instead of ${session.regular}.`,
    keywords: 'sales framework mapping, custom sales playbook, 1-on-1 sales coaching session',
    noindex: true,
  },
  [paths.frameworkSessionTrial]: {
    title: 'Framework Mapping Session for Trial Members | Pitchlens',
    description: `Map your sales framework into Pitchlens in a 60-minute 1-on-1 session so your trial scores calls against your own playbook. ${session.now} instead of ${session.regular}.`,
    keywords: 'sales framework mapping, trial upgrade',
    noindex: true,
  },
  [paths.frameworkCheckout]: {
    title: 'Checkout: Framework Mapping Session | Pitchlens',
    description: `Book your 60-minute framework mapping session for ${session.now}.`,
    keywords: 'framework session checkout',
    noindex: true,
  },
  [paths.frameworkSuccess]: {
    title: 'Your Framework Session Is Booked | Pitchlens',
    description: 'Payment received. Here is how to prepare for your framework mapping session.',
    keywords: 'framework session booked',
    noindex: true,
  },
  [paths.privacyPolicy]: {
    title: 'Privacy Policy | Pitchlens',
    description: 'What Pitchlens collects, why, who we share it with, how long we keep it and the rights you have under GDPR and CCPA.',
    keywords: 'Pitchlens privacy policy, GDPR, CCPA, data retention',
  },
  [paths.termsOfService]: {
    title: 'Terms of Service | Pitchlens',
    description: 'The terms for using Pitchlens: accounts, billing, cancellation, acceptable use, uploaded calls and liability.',
    keywords: 'Pitchlens terms of service',
  },
  [paths.security]: {
    title: 'Security at Pitchlens',
    description: 'How Pitchlens protects your call recordings today, what is on the roadmap, the gaps we are closing and how to report an issue.',
    keywords: 'Pitchlens security, data protection, vulnerability disclosure',
  },
  [paths.privacyRequest]: {
    title: 'Your Data: Get a Copy or Have It Deleted | Pitchlens',
    description: 'Ask Pitchlens for a copy of everything our site recorded about your email address, or for its deletion. A link mailed to that address confirms it.',
    keywords: 'Pitchlens privacy request, data access request, delete my data, GDPR, CCPA',
  },
  [paths.privacyRequestConfirm]: {
    title: 'Confirm Your Privacy Request | Pitchlens',
    description: 'Confirms the privacy request the link in your email stands for: a copy of your data, or its deletion.',
    keywords: 'Pitchlens privacy request confirmation',
    noindex: true,
  },
  [paths.adminDashboard]: {
    title: 'Admin Dashboard | Pitchlens',
    description: 'Funnel analytics for the Pitchlens team.',
    keywords: 'admin',
    noindex: true,
  },
  [paths.sharedDashboard]: {
    title: 'Shared Dashboard | Pitchlens',
    description: 'Read-only funnel figures shared by the Pitchlens team.',
    keywords: 'admin',
    noindex: true,
  },
  [paths.partner]: {
    title: 'Founder Partner Program for Sales Trainers | Pitchlens',
    description:
      'Resell Pitchlens seats to your training clients: wholesale seat packs from $29 per seat per month, a 30-day launch guarantee and $0 setup for the first 10 partners.',
    keywords: 'sales trainer partner program, resell sales software, white label sales coaching',
  },
  [paths.partnerLanding]: {
    title: 'An Open Letter to Sales Trainers | Pitchlens Founder Partner Program',
    description:
      'Why sales trainers are adding AI call scoring to their programs, the pricing math of a seat pack, and how to apply for one of 10 Founder Partner slots this quarter.',
    keywords: 'sales trainer, founder partner, recurring revenue for trainers',
  },
  [paths.partnerApply]: {
    title: 'Apply for Founder Partner Status | Pitchlens',
    description: 'Apply for one of 10 Founder Partner slots this quarter. Applications are reviewed within 48 hours.',
    keywords: 'Pitchlens partner application',
  },
  [paths.partnerThankYou]: {
    title: 'Application Submitted | Pitchlens Founder Partner Program',
    description: 'Your application is in. Book your methodology review call now.',
    keywords: 'Pitchlens partner application submitted',
    noindex: true,
  },
  [paths.enterprise]: {
    title: 'Pitchlens for Enterprise Sales Teams',
    description: `Score every call against your own methodology across the whole team. ${pilot} pilot for ${ENTERPRISE_PILOT.seats} seats, fully credited to an annual plan at $${ANNUAL_PLAN.perSeatUsd} per seat per year.`,
    keywords: 'enterprise sales coaching, conversation intelligence enterprise, sales methodology adoption',
  },
  [paths.enterpriseShiftkey]: {
    title: 'Proposal for ShiftKey | Pitchlens',
    description: 'A three-phase land-and-expand plan for ShiftKey: BDRs, SaaS sellers and the marketplace team.',
    keywords: 'ShiftKey proposal',
    noindex: true,
  },
  [paths.enterpriseSupermetrics]: {
    title: 'Proposal for Supermetrics | Pitchlens',
    description: 'A methodology-adoption pilot for Supermetrics.',
    keywords: 'Supermetrics proposal',
    noindex: true,
  },
  [paths.enterprisePilot]: {
    title: `Enterprise Pilot Checkout: ${pilot} | Pitchlens`,
    description: `Reserve your enterprise pilot: ${ENTERPRISE_PILOT.seats} seats, direct CEO access and a custom implementation, 100% credited to your annual plan.`,
    keywords: 'Pitchlens enterprise pilot',
    noindex: true,
  },
  [paths.enterprisePilotSuccess]: {
    title: 'Your Enterprise Pilot Is Reserved | Pitchlens',
    description: 'Payment received. Your CEO kickoff call is next.',
    keywords: 'Pitchlens pilot confirmed',
    noindex: true,
  },
  [paths.proposal]: {
    title: 'Enterprise Proposal | Pitchlens',
    description: 'The Pitchlens enterprise proposal for authorized personnel.',
    keywords: 'Pitchlens enterprise proposal',
    noindex: true,
  },
  [paths.vsGong]: {
    title: `Pitchlens vs Gong: Up to ${GONG_MAX_SAVING_PERCENT}% Lower Cost, Scored Against Your Methodology`,
    description:
      'Compare Pitchlens and Gong feature by feature, see what you save at 20, 50 or 100 seats, and how a team moves over in four steps.',
    keywords: 'Gong alternative, Pitchlens vs Gong, conversation intelligence comparison, Gong pricing',
  },
};
