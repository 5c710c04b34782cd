import { annualPlanCostUsd, ANNUAL_PLAN, CATALOGUE, ENTERPRISE_PILOT, PILOT_GUARANTEE, PILOT_LENGTH, type ProposalContent } from '@pitchlens/contracts';

/** The pilot and plan every page quotes (libs/contracts), in the proposal's own shape. */
const PILOT = {
  priceUsd: CATALOGUE.enterprise_pilot.amountCents / 100,
  seats: ENTERPRISE_PILOT.seats,
  days: ENTERPRISE_PILOT.days,
  creditedToAnnualPercent: ENTERPRISE_PILOT.creditedToAnnualPercent,
};
const ANNUAL = { perSeatPerYearUsd: ANNUAL_PLAN.perSeatUsd, platformFeeUsd: ANNUAL_PLAN.platformFeeUsd };

/**
 * The generic enterprise proposal (spec §2 "Enterprise", figures from §9).
 * It lives on the server only: the API answers it to a visitor who gave the
 * proposal password, and nothing of it is in the site's JavaScript.
 */
export const PROPOSAL_CONTENT: ProposalContent = {
  eyebrow: 'Confidential Enterprise Proposal',
  headline: `Coach Every Rep on Every Call, Proven in ${PILOT.days} Days Before You Scale`,
  intro:
    'Pitchlens scores each recorded sales call against your own methodology in about 60 seconds and hands managers the coaching actions that move the number. This proposal lays out a land-and-expand rollout: prove it with a five-seat pilot, grow into a core team, then take it company-wide, with every pilot dollar credited to your annual plan and the results guaranteed.',
  phases: [
    {
      name: 'Phase 1: Pilot',
      seats: `Up to ${PILOT.seats} seats`,
      duration: PILOT_LENGTH,
      investment: `$${PILOT.priceUsd.toLocaleString('en-US')} one-time, ${PILOT.creditedToAnnualPercent}% credited to your annual plan`,
      whatHappens: [
        'Kickoff call with our CEO within 24 hours of sign-up',
        'Your scripts, playbooks and scoring rubrics mapped into Pitchlens in week 1',
        'Your reps score real calls from weeks 2 and 3; managers get coaching actions for each one',
        `A day-${PILOT.days} review of the three guarantee KPIs with your sales leadership`,
      ],
    },
    {
      name: 'Phase 2: Core Team',
      seats: '5–20 seats',
      duration: 'Months 2–6',
      investment: `$${ANNUAL.perSeatPerYearUsd} per seat per year + $${ANNUAL.platformFeeUsd.toLocaleString('en-US')} platform fee (20 seats: $17K per year)`,
      whatHappens: [
        'Roll out to the full frontline team the pilot proved out',
        'Manager dashboard for rep performance, methodology adherence and coaching follow-through',
        'CRM, calendar and meeting-platform integrations (Zoom, Teams, Google Meet) plus Slack alerts',
        'Monthly coaching reviews to tune rubrics as your playbook evolves',
      ],
    },
    {
      name: 'Phase 3: Enterprise',
      seats: '20–100+ seats',
      duration: 'Month 7 onward',
      investment: `Same $${ANNUAL.perSeatPerYearUsd} per seat rate, locked at the founder rate (100 seats: $65K, 200 seats: $125K per year)`,
      whatHappens: [
        'Every team, region and language on one methodology, scored the same way',
        'Custom frameworks per segment, from SDR discovery to enterprise negotiation',
        'Enterprise security review, role-based access and audit logging',
        'A named success manager and quarterly business reviews',
      ],
    },
  ],
  pricing: {
    pilot: PILOT,
    annual: {
      ...ANNUAL,
      examples: [20, 100, 200].map((seats) => ({ seats, annualUsd: annualPlanCostUsd(seats) })),
    },
    notes: [
      'One price per seat at every size: no per-feature add-ons and no surprise tiers.',
      'The pilot fee is credited in full to your first annual invoice.',
    ],
  },
  guarantee: {
    title: `The ${PILOT.days}-Day KPI Guarantee`,
    kpisRequired: ENTERPRISE_PILOT.kpisToHit,
    windowDays: PILOT.days,
    kpis: [
      { target: '95%', label: 'scoring accuracy against your own rubric' },
      { target: '30%', label: 'improvement in process adherence' },
      { target: '2+', label: 'coaching actions per rep per week' },
    ],
    remedy: PILOT_GUARANTEE,
  },
  availability: {
    founderRateCustomers: 20,
    slotsPerQuarter: 3,
    message:
      'The founder rate is reserved for our first 20 enterprise customers, and we onboard only 3 new enterprise teams per quarter so each one gets hands-on implementation.',
  },
  callToAction: {
    label: 'Reserve Your Enterprise Slot',
    note: 'Start with the $997 pilot today; the founder rate is locked in the moment you do.',
  },
};
