import type { PeriodFigures } from '@pitchlens/reports';
import { escapeHtml } from '../mail/templates/layout';
import { mailLinks } from '../mail/mail-links';
import { digestSections } from './checks/weekly-digest';
import { compareLine } from './compare-line';
import { renderTeamMail } from './team-mail';

describe('a figure against the week before', () => {
  it.each([
    [412, 380, 'count', 'Visitors: 412 (week before 380: +32, +8.4%)'],
    [380, 412, 'count', 'Visitors: 380 (week before 412: -32, -7.8%)'],
    [7, 7, 'count', 'Visitors: 7 (week before 7: ±0, ±0)'],
    [5, 0, 'count', 'Visitors: 5 (week before 0: +5, new)'],
    [0, 0, 'count', 'Visitors: 0 (week before 0: ±0)'],
    [-4_970, 99_400, 'cents', 'Visitors: -$49.70 (week before $994: -$1,043.70, -105.0%)'],
  ] as const)('%d against %d reads as the dashboard gives the change', (current, previous, kind, line) => {
    expect(compareLine('Visitors', current, previous, kind)).toBe(line);
  });
});

const figures = (overrides: Partial<PeriodFigures>): PeriodFigures => ({
  timeZone: 'UTC',
  from: '2026-11-16',
  to: '2026-11-22',
  visitors: 0,
  pageViews: 0,
  newContacts: 0,
  identifiedContacts: 0,
  funnel: [],
  purchases: 0,
  amountCents: 0,
  refundedCents: 0,
  netCents: 0,
  topSources: [],
  campaigns: [],
  topCampaigns: [],
  ...overrides,
});
const campaign = (value: string | null, netCents: number) => ({ value, netCents, payments: 1, amountCents: netCents, refundedCents: 0, buyers: 1, contactsEntered: 3, conversionRate: 0.3333 });

describe('the digest', () => {
  it("compares each top campaign with its own net the week before, wherever it ranked then", () => {
    const week = figures({ visitors: 70, topCampaigns: [campaign('launch', 99_400), campaign(null, 49_700)] });
    // The week before ranked no top campaign: 'launch' is found among all of its campaigns.
    const before = figures({ visitors: 60, campaigns: [campaign('old', 10_000), campaign('launch', 49_700)], topCampaigns: [] });
    const sections = digestSections(week, before);
    expect(sections.find((s) => s.heading.startsWith('Top campaigns'))?.lines).toEqual([
      'launch: $994 (week before $497: +$497, +100.0%)',
      '(none): $497 (week before $0: +$497, new)',
    ]);
    expect(sections[0].lines[0]).toBe('Visitors (unique visitors per day, summed): 70 (week before 60: +10, +16.7%)');
  });

  it('says so when the week had no revenue', () => {
    expect(digestSections(figures({}), figures({})).at(-1)?.lines).toEqual(['No revenue this week.']);
  });
});

describe('a mail to the team', () => {
  it('says the same in both parts, escaped in the html, unsigned, with how to turn it off', () => {
    const mail = renderTeamMail('Alert <visitors>', 'A & B', [{ heading: 'Why', lines: ['1 < 2'] }], mailLinks('https://pitchlens.example'));
    expect(mail.subject).toBe('Alert <visitors>');
    expect(mail.text).toContain('A & B\n\nWhy\n- 1 < 2');
    expect(mail.html).toContain(escapeHtml('1 < 2'));
    expect(mail.html).toContain(`<title>${escapeHtml('Alert <visitors>')}</title>`);
    expect(mail.text).toContain('Turn it off in the admin dashboard: Operations, Notifications (https://pitchlens.example/admin-dashboard)');
    expect(mail.text).not.toContain('The Pitchlens team');
  });
});
