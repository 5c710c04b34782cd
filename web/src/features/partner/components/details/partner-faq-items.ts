import type { FaqItem } from '../../../../components/ui/faq';
import {
  AFFILIATE_COMMISSION,
  APPLICATION_REVIEW_HOURS,
  CONTRACT,
  IMPLEMENTATION_FEE,
  LAUNCH_GUARANTEE,
  MIN_PAYING_ENTERPRISE_CLIENTS,
  QUALITY_GATE,
} from '../../program/program-terms';
import { formatUsd } from '../../../../lib/format-usd';
import { RESALE_RANGE, SEAT_PACKS } from '../../program/seat-packs';

const packSizes = SEAT_PACKS.map((pack) => pack.seats).join(', ').replace(/, (\d+)$/, ' or $1');

export const partnerFaqItems: FaqItem[] = [
  {
    question: 'Who can become a Founder Partner?',
    answer: `Independent sales trainers with at least ${MIN_PAYING_ENTERPRISE_CLIENTS} enterprise clients currently paying for training. We approve partners selectively and review every application within ${APPLICATION_REVIEW_HOURS} hours.`,
  },
  {
    question: 'How do I buy seats?',
    answer: `In packs of ${packSizes} seats on a ${CONTRACT.termMonths}-month term, prepaid annually. Larger packs carry a lower rate per seat.`,
  },
  {
    question: 'What should I charge my clients?',
    answer: `You set your own price. Partners resell seats for ${formatUsd(RESALE_RANGE.low)} to ${formatUsd(RESALE_RANGE.high)} per seat per month, usually bundled with their training program.`,
  },
  {
    question: 'What if my clients don’t use it?',
    answer: `The ${LAUNCH_GUARANTEE.windowDays}-day launch guarantee covers you: if you don’t have ${LAUNCH_GUARANTEE.seats}+ seats, each with at least ${LAUNCH_GUARANTEE.scoredCallsPerSeat} scored call, within ${LAUNCH_GUARANTEE.windowDays} days of approval, your month-one seat fees are comped. A seat counts once a unique user has logged in and scored a call.`,
  },
  {
    question: 'Can Pitchlens score calls against my own methodology?',
    answer: `Yes. Calls are scored against your scripts, playbooks and rubrics. We map your framework on the ${QUALITY_GATE.reviewCallMinutes}-minute methodology review call, and you learn to coach from the scores in the ${QUALITY_GATE.certificationHours}-hour certification.`,
  },
  {
    question: 'Is there a setup fee?',
    answer: `The implementation fee is ${formatUsd(IMPLEMENTATION_FEE.amount)}. It is waived for the first ${IMPLEMENTATION_FEE.waivedForFirstPartners} partners, who start at ${formatUsd(0)} setup.`,
  },
  {
    question: 'Can my wholesale rate go up?',
    answer: `Not for ${CONTRACT.rateLockMonths} months: your rate is locked. After that, any pricing change needs ${CONTRACT.priceChangeNoticeDays} days’ notice, and you get ${CONTRACT.renewalNoticeDays} days’ notice before each renewal.`,
  },
  {
    question: 'I’d rather refer clients than resell. Is that possible?',
    answer: `Yes. Affiliates earn ${AFFILIATE_COMMISSION.yearOnePercent}% of a referred customer’s first-year payments and ${AFFILIATE_COMMISSION.renewalPercent}% on renewals. Email us to join.`,
  },
  {
    question: 'Do I become a Pitchlens employee?',
    answer: 'No. Partners are independent contractors who run their own business and keep their own clients.',
  },
];
