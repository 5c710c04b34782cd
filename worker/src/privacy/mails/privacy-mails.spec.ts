import { WITHHELD, type ExportedEvent, type PersonExport } from '@pitchlens/contracts';
import { escapeHtml } from '../../mail/templates/layout';
import type { EmailLinks, RenderedEmail } from '../../mail/templates';
import { renderDataExport } from './data-export';
import { renderErasureDone } from './erasure-done';
import { privacyMails } from './index';
import { renderPrivacyConfirmation } from './privacy-confirmation';

const links: EmailLinks = {
  siteUrl: 'https://pitchlens.example',
  fullAnalysisUrl: 'https://docs.pitchlens.com/pitch-breakdown',
  schedulingUrl: 'https://calendly.com/pitchlens/15min',
  supportEmail: 'support@pitchlens.com',
};
const LINK = 'https://pitchlens.example/privacy-request/confirm?token=abc_DEF-123';

/** A mail says `content` in both parts: as written in the text, escaped in the html. */
function expectSays(mail: RenderedEmail, content: string): void {
  expect(mail.text).toContain(content);
  expect(mail.html).toContain(escapeHtml(content));
}

function expectLaidOut(mail: RenderedEmail): void {
  expect(mail.text).not.toContain('<');
  expect(mail.html).toContain('max-width:600px');
  expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
  expectSays(mail, 'support@pitchlens.com');
  expectSays(mail, 'a privacy request for this address was made at pitchlens.example');
}

const event = (type: string, recordedAt: string, occurredAt: string | null): ExportedEvent => ({
  eventId: `${type}-${recordedAt}`,
  type,
  recordedAt,
  occurredAt,
  data: {},
  metadata: { sessionId: null, ipHash: null, userAgent: null, utm: null, referrerHost: null },
});

const exported = (events: ExportedEvent[]): PersonExport => ({ generatedAt: '2026-04-01T00:00:00.000Z', email: 'ann@acme.example', sessionIds: [], events, withheld: WITHHELD });

describe('the confirmation mail', () => {
  it.each([
    ['export', 'a copy of everything Pitchlens holds', 'We email you, at this address, a file with everything we hold about it'],
    ['erase', 'a request to delete everything Pitchlens holds', 'We delete your data within 30 days, usually much sooner, and email you when it is done.'],
  ] as const)('for %s says what was asked and what confirming does, with the link', (kind, asked, happens) => {
    const mail = renderPrivacyConfirmation(kind, LINK, links);
    expect(mail.subject).toBe('Confirm your privacy request');
    expectLaidOut(mail);
    expectSays(mail, asked);
    expectSays(mail, happens);
    expectSays(mail, 'If you did not ask for this, ignore this email: nothing happens.');
    expectSays(mail, 'The link works for 24 hours.');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK}"`);
  });

  it('warns that an erasure cannot be undone, and an export does not', () => {
    expect(renderPrivacyConfirmation('erase', LINK, links).text).toContain('This cannot be undone.');
    expect(renderPrivacyConfirmation('export', LINK, links).text).not.toContain('undone');
  });
});

describe('the export mail', () => {
  it('attaches the export as pitchlens-data.json and sums it up: events, first and last day by event time', () => {
    const data = exported([
      event('PageViewed', '2026-03-02T10:00:00.000Z', null),
      event('ContactIdentified', '2026-01-06T00:00:00.000Z', '2026-01-05T23:00:00.000Z'),
      event('FunnelStepReached', '2026-02-01T00:00:00.000Z', null),
    ]);
    const mail = renderDataExport(data, links);
    expect(mail.subject).toBe('Your Pitchlens data');
    expectLaidOut(mail);
    expect(mail.attachments).toEqual([{ filename: 'pitchlens-data.json', content: expect.any(String), contentType: 'application/json' }]);
    expect(JSON.parse(mail.attachments[0].content)).toEqual(data);
    expectSays(mail, '3 events');
    expectSays(mail, 'First recorded: January 5, 2026');
    expectSays(mail, 'Last recorded: March 2, 2026');
    expectSays(mail, `their fields read "${WITHHELD}"`);
  });

  it('says we hold no data when the export has no events', () => {
    const mail = renderDataExport(exported([]), links);
    expectLaidOut(mail);
    expectSays(mail, 'we hold no data about it');
    expect(mail.text).not.toContain('First recorded');
    expect(mail.attachments).toHaveLength(1);
  });
});

describe('the erasure mail', () => {
  it('says the data is erased and what that means', () => {
    const mail = renderErasureDone(links);
    expect(mail.subject).toBe('Your data has been erased');
    expectLaidOut(mail);
    expectSays(mail, 'we have erased the data Pitchlens held about this email address');
    expectSays(mail, 'The events of your visits are de-identified');
    expectSays(mail, 'Counts stay, anonymously');
    expectSays(mail, 'Copies in our encrypted backups age out in their normal rotation');
    expect(mail.html).toContain('href="https://pitchlens.example/privacy-policy"');
  });
});

it('are made for the worker with the links of the configured site', () => {
  const mails = privacyMails('https://www.pitchlens.example');
  for (const mail of [mails.confirmation('export', LINK), mails.export(exported([])), mails.erased()]) {
    expect(mail.text).toContain('made at www.pitchlens.example');
  }
});
