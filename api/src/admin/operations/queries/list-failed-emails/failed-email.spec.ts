import { toFailedEmail } from './failed-email';

it('masks the recipient and keeps the attempt details', () => {
  expect(
    toFailedEmail({
      id: 'evt-1.breakdown',
      data: { template: 'breakdown', to: 'alice@acme.com' },
      attemptsMade: 5,
      failedReason: 'Mailbox busy',
      finishedOn: Date.UTC(2026, 10, 1, 12),
    }),
  ).toEqual({ id: 'evt-1.breakdown', template: 'breakdown', recipient: 'a***@acme.com', attempts: 5, lastError: 'Mailbox busy', failedAt: '2026-11-01T12:00:00.000Z' });
});

it('copes with a job missing its details', () => {
  expect(toFailedEmail({ data: {}, attemptsMade: 0 })).toEqual({ id: '', template: 'unknown', recipient: '***', attempts: 0, lastError: null, failedAt: null });
});
