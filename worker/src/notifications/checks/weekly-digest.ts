import { periodFigures, previousDays, type PeriodFigures } from '@pitchlens/reports';
import { compareLine } from '../compare-line';
import type { NotificationCheck } from '../notification-check';
import { lastCompleteWeek } from '../periods';
import { renderTeamMail, type TeamMailSection } from '../team-mail';

/**
 * The digest's sections: every figure of the week against the week before,
 * as the dashboard's reports give them; a top campaign against its own net
 * the week before (from every campaign's row, not only that week's top).
 */
export function digestSections(week: PeriodFigures, before: PeriodFigures): TeamMailSection[] {
  const stepBefore = new Map(before.funnel.map((step) => [step.step, step.contacts]));
  const campaignBefore = new Map(before.campaigns.map((row) => [row.value, row.netCents]));
  return [
    {
      heading: 'Traffic',
      lines: [compareLine('Visitors (unique visitors per day, summed)', week.visitors, before.visitors), compareLine('Page views', week.pageViews, before.pageViews)],
    },
    {
      heading: 'Contacts',
      lines: [compareLine('New contacts', week.newContacts, before.newContacts), compareLine('Of them identified', week.identifiedContacts, before.identifiedContacts)],
    },
    { heading: 'Funnel (contacts who first reached each step)', lines: week.funnel.map((step) => compareLine(step.step, step.contacts, stepBefore.get(step.step) ?? 0)) },
    {
      heading: 'Revenue',
      lines: [
        compareLine('Purchases', week.purchases, before.purchases),
        compareLine('Taken', week.amountCents, before.amountCents, 'cents'),
        compareLine('Refunded', week.refundedCents, before.refundedCents, 'cents'),
        compareLine('Net of refunds', week.netCents, before.netCents, 'cents'),
      ],
    },
    {
      heading: "Top campaigns (revenue net of refunds by the buyer's first-touch campaign)",
      lines: week.topCampaigns.length
        ? week.topCampaigns.map((row) => compareLine(row.value ?? '(none)', row.netCents, campaignBefore.get(row.value) ?? 0, 'cents'))
        : ['No revenue this week.'],
    },
  ];
}

/**
 * The weekly digest, for the last complete Monday–Sunday in the report time
 * zone against the week before: due from Monday 00:00, once per ISO week.
 */
export const weeklyDigest: NotificationCheck = {
  kind: 'weekly-digest',
  async due({ pool, now, timeZone, links, sent }) {
    const week = lastCompleteWeek(now, timeZone);
    const key = `digest.${week.label}`;
    if (await sent(key)) return [];
    const [figures, before] = await Promise.all([periodFigures(pool, week, timeZone, now), periodFigures(pool, previousDays(week), timeZone, now)]);
    const subject = `Pitchlens weekly digest: ${week.from} to ${week.to}`;
    const intro = `Your week from Monday ${week.from} to Sunday ${week.to} (${timeZone}), each figure against the week before, as the dashboard shows them for those days.`;
    return [{ key, mail: renderTeamMail(subject, intro, digestSections(figures, before), links) }];
  },
};
