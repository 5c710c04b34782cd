import { overduePayouts } from '@pitchlens/database';
import type { NotificationCheck } from '../notification-check';
import { renderTeamMail } from '../team-mail';

/** At most this many payouts named in one look; the rest follow at the next. */
const LISTED = 20;

/**
 * A referral gift card owed and not marked paid 24 hours after the demo
 * (README "Referral payouts": due by the demo + 24 h). One mail per payout,
 * naming the referral by id only: the Referrals section shows who it is.
 */
export const payoutOverdue: NotificationCheck = {
  kind: 'payout-overdue',
  async due({ pool, now, links, sent }) {
    const due = [];
    for (const payout of (await overduePayouts(pool, now)).slice(0, LISTED)) {
      const key = `alert.payout-overdue.${payout.referralId}`;
      if (await sent(key)) continue;
      const subject = `Pitchlens alert: referral gift card overdue (${payout.referralId})`;
      const intro = `The gift card of referral ${payout.referralId} was due by ${payout.dueBy.toISOString()} (24 hours after the demo) and is not marked paid.`;
      const lines = ['Send the $25 gift card, then mark it paid in the dashboard\'s Referrals section, which names the referrer and the referred person.'];
      due.push({ key, mail: renderTeamMail(subject, intro, [{ heading: 'What to do', lines }], links) });
    }
    return due;
  },
};
