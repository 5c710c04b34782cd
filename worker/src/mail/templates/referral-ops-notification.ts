import { html, link, oneLine, paragraph, renderLayout, renderText, SafeHtml, subheading } from './layout';
import type { ReferralOpsData } from '@pitchlens/contracts';
import type { EmailLinks, RenderedEmail } from './types';

const OUTREACH_WINDOW_MS = 24 * 60 * 60 * 1000;

const GIFT_CARD_TERMS =
  'Gift card: $25 Amazon gift card to the referrer for each referred person who books and attends the 15-minute demo within 14 days, emailed within 24 hours of the demo. One payout per referred company per 60 days.';

/** Minutes in UTC: ops staff sit in different time zones, and one unambiguous clock avoids missed deadlines. */
function formatUtc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Times come from the stored submission, never the clock, so the same submission always renders the same email. */
function times(submittedAt: string): { submitted: string; deadline: string } {
  const submitted = new Date(submittedAt);
  if (Number.isNaN(submitted.getTime())) {
    return { submitted: submittedAt, deadline: `24 hours after ${submittedAt}` };
  }
  return { submitted: formatUtc(submitted), deadline: formatUtc(new Date(submitted.getTime() + OUTREACH_WINDOW_MS)) };
}

const CELL = 'padding:8px;border-bottom:1px solid #e5e7eb;font-size:14px;line-height:20px;color:#1f2937;vertical-align:top;text-align:left;';
const TABLE = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;border-collapse:collapse;margin:0 0 16px 0;";

function cell(content: string, extraStyle = ''): SafeHtml {
  return html`\n<td style="${new SafeHtml(CELL + extraStyle)}">${content}</td>`;
}

function headerCell(content: string): SafeHtml {
  return html`\n<th style="${new SafeHtml(`${CELL}font-weight:bold;background-color:#f4f5f7;`)}">${content}</th>`;
}

/** Sent to the internal ops mailbox for every referral submission. */
export function renderReferralOpsNotification(data: ReferralOpsData, links: EmailLinks): RenderedEmail {
  const referrerName = oneLine(data.referrerName) || '(no name given)';
  const referrerEmail = oneLine(data.referrerEmail);
  const count = data.referred.length;
  const noun = count === 1 ? 'person' : 'people';
  const subject = `New referral${count === 1 ? '' : 's'} from ${referrerName}: ${count} ${noun}`;
  const { submitted, deadline } = times(data.submittedAt);
  const people = data.referred.map((person) => ({
    name: oneLine(person.name),
    email: oneLine(person.email),
    title: oneLine(person.title),
    company: oneLine(person.company),
  }));

  const lead = `Reach out to each person below by ${deadline}. The referrer was told their invitations are on their way: each person is emailed an invitation at once.`;
  const details: [string, string][] = [
    ['Submission ID', oneLine(data.submissionId)],
    ['Submitted', submitted],
    ['Reach out by', deadline],
    ['Referrer', referrerName],
    ['Referrer email', referrerEmail],
  ];
  const footer = 'Sent automatically to the Pitchlens ops mailbox for every referral form submission.';

  const htmlBody = renderLayout({
    title: subject,
    preheader: `${count} ${noun} to contact by ${deadline}.`,
    signed: false,
    body: [
      paragraph(lead),
      html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${new SafeHtml(TABLE)}">${details.map(
        ([label, value]) => html`\n<tr>${cell(label, 'font-weight:bold;white-space:nowrap;')}${cell(value)}</tr>`,
      )}</table>`,
      subheading(`Referred (${count})`),
      html`<table cellpadding="0" cellspacing="0" border="0" width="100%" style="${new SafeHtml(TABLE)}width:100%;">
<tr>${headerCell('#')}${headerCell('Name')}${headerCell('Email')}${headerCell('Title')}${headerCell('Company')}</tr>
${people.map(
  (person, i) =>
    html`<tr>${cell(String(i + 1))}${cell(person.name)}${cell(person.email, 'word-break:break-all;')}${cell(person.title)}${cell(person.company)}</tr>\n`,
)}</table>`,
      paragraph(html`Demo booking link for outreach: ${link(links.schedulingUrl, links.schedulingUrl)}`),
      paragraph(GIFT_CARD_TERMS),
    ],
    footer,
  });

  const labelWidth = Math.max(...details.map(([label]) => label.length)) + 2;
  const text = renderText(
    [
      lead,
      details.map(([label, value]) => `${`${label}:`.padEnd(labelWidth)}${value}`).join('\n'),
      [
        `Referred (${count}):`,
        ...people.map((person, i) =>
          [`${i + 1}. ${person.name}`, `   Email:   ${person.email}`, `   Title:   ${person.title}`, `   Company: ${person.company}`].join('\n'),
        ),
      ].join('\n'),
      `Demo booking link for outreach: ${links.schedulingUrl}`,
      GIFT_CARD_TERMS,
    ],
    footer,
    false,
  );

  return { subject, html: htmlBody, text };
}
