import type { NotificationCheck } from '../notification-check';
import { renderTeamMail } from '../team-mail';

/** An erasure not completed this long after it was asked is overdue (it usually takes minutes). */
export const ERASURE_OVERDUE_HOURS = 1;

/**
 * An erasure request still pending, or failed, ERASURE_OVERDUE_HOURS after it
 * was made. One mail per request, naming it by id only: privacy.erasures
 * keeps no address, and neither does the mail.
 */
export const erasureOverdue: NotificationCheck = {
  kind: 'erasure-overdue',
  async due({ pool, now, links, sent }) {
    const { rows } = await pool.query<{ id: string; state: string; requested_at: Date; failure: string | null }>(
      `SELECT id, state, requested_at, failure FROM privacy.erasures
        WHERE state IN ('pending', 'failed') AND requested_at < $1
        ORDER BY requested_at LIMIT 20`,
      [new Date(now.getTime() - ERASURE_OVERDUE_HOURS * 3_600_000)],
    );
    const due = [];
    for (const row of rows) {
      const key = `alert.erasure-overdue.${row.id}`;
      if (await sent(key)) continue;
      const subject = `Pitchlens alert: erasure ${row.id} overdue`;
      const intro = `Erasure ${row.id}, asked at ${row.requested_at.toISOString()}, is ${row.state} more than ${ERASURE_OVERDUE_HOURS} hour${ERASURE_OVERDUE_HOURS === 1 ? '' : 's'} later.`;
      const lines = [
        ...(row.failure ? [`Why it failed: ${row.failure}`] : ['It has not finished: see the worker\'s log and the privacy queue.']),
        'Operations lists it under Erasures; the privacy policy promises it within 30 days.',
      ];
      due.push({ key, mail: renderTeamMail(subject, intro, [{ heading: 'What to do', lines }], links) });
    }
    return due;
  },
};
