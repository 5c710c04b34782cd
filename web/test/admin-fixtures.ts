import type { AdminReferral } from '@pitchlens/contracts';

/** One person referred, invited, not yet a contact, with no demo: as GET /api/admin/referrals lists them. */
export const REFERRAL: AdminReferral = {
  referrerName: 'Priya Shah',
  referrerEmail: 'priya@bright.com',
  referredName: 'Marco Diaz',
  referredEmail: 'marco@vector.io',
  title: 'VP Sales',
  company: 'Vector',
  invitation: 'invited',
  submittedAt: '2026-11-20T10:00:00.000Z',
  invitedAt: '2026-11-20T10:00:05.000Z',
  contactId: null,
  referralId: '0190f0c8-0000-7000-8000-0000000000aa',
  demoAttendedAt: null,
};
