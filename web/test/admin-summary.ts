import type { AdminSummaryResponse } from '@pitchlens/contracts';

const activity = (pageViews: number) => ({ pageViews, funnelEvents: 0, downloads: 0, botCallsExcluded: 0 });

/** A summary as the API answers it: 30 contacts, 12 page views today, 8 yesterday. */
export const ADMIN_SUMMARY: AdminSummaryResponse = {
  timeZone: 'UTC',
  totalContacts: 30,
  identifiedContacts: 12,
  contactsByStep: [],
  contactsWithoutStep: 0,
  today: activity(12),
  last7Days: activity(70),
  yesterday: activity(8),
  previous7Days: activity(0),
  newContacts: { last7Days: { contacts: 6, identified: 2 }, previous7Days: { contacts: 4, identified: 1 } },
};
