import type { ReferralPerson } from '@pitchlens/contracts';
import {
  renderBreakdownEmail,
  renderReferralConfirmation,
  renderReferralInvitation,
  renderReferralOpsNotification,
  type EmailLinks,
  type RenderedEmail,
} from './index';
import { escapeHtml } from './layout';

const links: EmailLinks = {
  siteUrl: 'https://pitchlens.com',
  fullAnalysisUrl: 'https://docs.pitchlens.com/pitch-breakdown',
  schedulingUrl: 'https://calendly.com/pitchlens/15min',
  supportEmail: 'support@pitchlens.com',
};

const jordan: ReferralPerson = { name: 'Jordan Lee', email: 'jordan.lee@acme.com', title: 'VP Sales', company: 'Acme Corp' };
const maria: ReferralPerson = {
  name: 'Maria Gonzalez',
  email: 'maria@northwind.io',
  title: 'Sales Enablement Leader',
  company: 'Northwind Traders',
};
const dana: ReferralPerson = { name: 'Dana Okafor', email: 'dana@globex.com', title: 'Chief Revenue Officer', company: 'Globex' };

const XSS = '<script>alert(1)</script>';
const XSS_ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';
const hostile: ReferralPerson = { name: XSS, email: XSS, title: XSS, company: XSS };

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
}

/** Every email: text part free of markup, html part in the single-column layout with nothing a client would block. */
function expectWellFormed(email: RenderedEmail): void {
  expect(email.text).not.toContain('<');
  expect(email.text).not.toContain('&amp;');
  expect(email.html).toContain('max-width:600px');
  expect(email.html).not.toMatch(/<script|<img|<link|@import|@font-face/i);
  expect(email.html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
}

/** Static copy is escaped like everything else in the html part, so apostrophes appear as &#39; there. */
function expectInBoth(email: RenderedEmail, content: string): void {
  expect(email.text).toContain(content);
  expect(email.html).toContain(escapeHtml(content));
}

function expectNoRawXss(email: RenderedEmail): void {
  expect(email.html).not.toContain('<script');
  expect(email.html).not.toContain('</script>');
  expect(email.html).toContain(XSS_ESCAPED);
  expect(email.subject).not.toMatch(/[\r\n]/);
}

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('renderBreakdownEmail', () => {
  const email = renderBreakdownEmail({ firstName: 'Sam' }, links);

  it('has a specific subject', () => {
    expect(email.subject).toBe('Your pitch breakdown is here');
  });

  it('greets by first name when given, and neutrally otherwise', () => {
    expect(email.text.startsWith('Hi Sam,\n')).toBe(true);
    expect(email.html).toContain('>Hi Sam,</p>');
    for (const firstName of [null, '', '   ']) {
      const neutral = renderBreakdownEmail({ firstName }, links);
      expect(neutral.text.startsWith('Hi there,\n')).toBe(true);
      expect(neutral.html).toContain('>Hi there,</p>');
      expect(neutral.html).not.toContain('Hi ,');
    }
  });

  it('links the CSV, the full analysis and the trial in both parts', () => {
    const csv = 'https://pitchlens.com/api/download/tactics-csv';
    const trial = 'https://pitchlens.com/pitchlens-premium-trial';
    expect(hrefs(email.html)).toEqual(expect.arrayContaining([csv, links.fullAnalysisUrl, trial, 'mailto:support@pitchlens.com']));
    for (const url of [csv, links.fullAnalysisUrl, trial]) expect(email.text).toContain(url);
  });

  it('says what is inside the breakdown', () => {
    for (const fact of ['170 timestamped moments', '167-minute', '47+ named persuasion techniques', 'How to use it on your own calls', 'try it free for 14 days']) {
      expectInBoth(email, fact);
    }
  });

  it('signs off and says why the email was sent', () => {
    expect(email.text).toContain('The Pitchlens team');
    expectInBoth(email, 'because you requested the pitch breakdown at pitchlens.com');
  });

  it('builds site links without a doubled slash when siteUrl has a trailing one', () => {
    const slashed = renderBreakdownEmail({ firstName: null }, { ...links, siteUrl: 'https://pitchlens.com/' });
    expect(slashed.text).toContain('https://pitchlens.com/api/download/tactics-csv');
    expect(slashed.text).not.toContain('pitchlens.com//');
  });

  it('escapes a hostile first name', () => {
    const hostileEmail = renderBreakdownEmail({ firstName: XSS }, links);
    expectNoRawXss(hostileEmail);
    expect(hostileEmail.html).toContain(`Hi ${XSS_ESCAPED},`);
  });

  it('is well formed', () => expectWellFormed(email));
});

describe('renderReferralConfirmation', () => {
  const email = renderReferralConfirmation({ referrerName: 'Priya Shah', referred: [jordan, maria] }, links);

  it('counts the referrals in the subject', () => {
    expect(email.subject).toBe('Thanks for your 2 referrals');
    expect(renderReferralConfirmation({ referrerName: 'Priya Shah', referred: [jordan] }, links).subject).toBe(
      'Thanks for your referral',
    );
  });

  it("greets the referrer by first name, or neutrally if the name is blank", () => {
    expect(email.text.startsWith('Hi Priya,\n')).toBe(true);
    expect(email.html).toContain('>Hi Priya,</p>');
    const blank = renderReferralConfirmation({ referrerName: ' ', referred: [jordan] }, links);
    expect(blank.text.startsWith('Hi there,\n')).toBe(true);
  });

  it('lists everyone referred with title and company', () => {
    for (const line of ['Jordan Lee, VP Sales at Acme Corp', 'Maria Gonzalez, Sales Enablement Leader at Northwind Traders']) {
      expect(email.text).toContain(`- ${line}`);
      expect(email.html).toContain(`>${line}</li>`);
    }
  });

  it('states what happens next and the gift card terms', () => {
    for (const term of ['invitations are on their way', '15-minute demo', '$25 Amazon gift card', 'within 14 days', 'within 24 hours of their demo', 'every 60 days']) {
      expectInBoth(email, term);
    }
  });

  it('links the program terms in both parts', () => {
    const terms = 'https://pitchlens.com/book-giveaway';
    expect(hrefs(email.html)).toContain(terms);
    expect(email.text).toContain(terms);
  });

  it('escapes hostile referrer and referral fields, and keeps & readable in text', () => {
    const hostileEmail = renderReferralConfirmation(
      { referrerName: XSS, referred: [hostile, { ...jordan, company: 'AT&T' }] },
      links,
    );
    expectNoRawXss(hostileEmail);
    expect(hostileEmail.html).toContain(`${XSS_ESCAPED}, ${XSS_ESCAPED} at ${XSS_ESCAPED}`);
    expect(hostileEmail.html).toContain('VP Sales at AT&amp;T');
    expect(hostileEmail.text).toContain('VP Sales at AT&T');
  });

  it('is well formed', () => expectWellFormed(email));
});

describe('renderReferralInvitation', () => {
  const email = renderReferralInvitation({ referrerName: 'Priya Shah', referred: jordan }, links);

  it('names the referrer in the subject', () => {
    expect(email.subject).toBe("Priya Shah thought you'd like this");
  });

  it('greets the referred leader by first name and says who referred them', () => {
    expect(email.text.startsWith('Hi Jordan,\n')).toBe(true);
    expect(email.html).toContain('>Hi Jordan,</p>');
    expectInBoth(email, "Priya Shah thought you'd find Pitchlens useful");
  });

  it('offers the book and links the 15-minute demo in both parts', () => {
    expect(hrefs(email.html)).toContain(links.schedulingUrl);
    expect(email.text).toContain(`Book a 15-minute demo:\n${links.schedulingUrl}`);
    expectInBoth(email, 'send you a free book');
  });

  it('explains Pitchlens and offers an easy way out', () => {
    const optOut = "If now isn't a good time, no reply is needed — we won't follow up more than once.";
    expectInBoth(email, optOut);
    expect(email.html).toContain('isn&#39;t a good time, no reply is needed — we won&#39;t follow up more than once.');
    expectInBoth(email, 'Pitchlens scores recorded sales calls with AI in about 60 seconds');
    expectInBoth(email, 'because Priya Shah referred you to Pitchlens');
  });

  it('escapes a hostile referrer name and referred name, and keeps the subject on one line', () => {
    const hostileEmail = renderReferralInvitation({ referrerName: `${XSS}\r\nBcc: victim@example.com`, referred: hostile }, links);
    expectNoRawXss(hostileEmail);
    expect(hostileEmail.subject).toBe(`${XSS} Bcc: victim@example.com thought you'd like this`);
  });

  it('escapes link URLs inside href attributes', () => {
    const tracked = renderReferralInvitation(
      { referrerName: 'Priya Shah', referred: jordan },
      { ...links, schedulingUrl: 'https://calendly.com/pitchlens/15min?utm_source=email&utm_medium="referral"' },
    );
    expect(tracked.html).toContain('href="https://calendly.com/pitchlens/15min?utm_source=email&amp;utm_medium=&quot;referral&quot;"');
    expect(tracked.text).toContain('https://calendly.com/pitchlens/15min?utm_source=email&utm_medium="referral"');
  });

  it('is well formed', () => expectWellFormed(email));
});

describe('renderReferralOpsNotification', () => {
  const data = {
    referrerName: 'Priya Shah',
    referrerEmail: 'priya@initech.com',
    referred: [jordan, maria, dana],
    submissionId: 'sub_01HZX3K9',
    submittedAt: '2025-03-04T14:05:33.000Z',
  };
  const email = renderReferralOpsNotification(data, links);

  it('names the referrer and counts the people in the subject', () => {
    expect(email.subject).toBe('New referrals from Priya Shah: 3 people');
    expect(renderReferralOpsNotification({ ...data, referred: [jordan] }, links).subject).toBe(
      'New referral from Priya Shah: 1 person',
    );
  });

  it('shows the submission, the referrer and the 24-hour deadline in both parts', () => {
    for (const fact of ['sub_01HZX3K9', '2025-03-04 14:05 UTC', '2025-03-05 14:05 UTC', 'Priya Shah', 'priya@initech.com', 'within 24 hours']) {
      expectInBoth(email, fact);
    }
  });

  it('lists every referred person in the table, one row each', () => {
    const rows = email.html.match(/<tr>.*?<\/tr>/gs) ?? [];
    for (const person of data.referred) {
      const row = rows.find((r) => r.includes(`>${person.email}</td>`));
      expect(row).toBeDefined();
      for (const value of [person.name, person.title, person.company]) expect(row).toContain(`>${value}</td>`);
      expect(email.text).toContain(`Email:   ${person.email}`);
      expect(email.text).toContain(`Company: ${person.company}`);
    }
    expect(rows.filter((r) => r.includes('</th>'))).toHaveLength(1);
    expect(email.text).toContain('1. Jordan Lee\n');
    expect(email.text).toContain('3. Dana Okafor\n');
  });

  it('falls back to the raw timestamp when it cannot be parsed', () => {
    const odd = renderReferralOpsNotification({ ...data, submittedAt: 'yesterday' }, links);
    expect(odd.text).toContain('Submitted:      yesterday');
  });

  it('escapes every visitor-supplied field', () => {
    const hostileEmail = renderReferralOpsNotification(
      { ...data, referrerName: XSS, referrerEmail: XSS, referred: [hostile, jordan] },
      links,
    );
    expectNoRawXss(hostileEmail);
    expect(hostileEmail.html.split(`>${XSS_ESCAPED}</td>`).length - 1).toBe(6);
  });

  it('is well formed', () => expectWellFormed(email));
});

describe('purity', () => {
  it('renders the same input to the same output', () => {
    const data = { referrerName: 'Priya Shah', referrerEmail: 'priya@initech.com', referred: [jordan], submissionId: 's1', submittedAt: '2025-03-04T14:05:33Z' };
    expect(renderReferralOpsNotification(data, links)).toEqual(renderReferralOpsNotification(data, links));
    expect(renderBreakdownEmail({ firstName: 'Sam' }, links)).toEqual(renderBreakdownEmail({ firstName: 'Sam' }, links));
  });
});
