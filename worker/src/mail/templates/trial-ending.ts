import { bulletList, html, link, paragraph, renderLayout, renderText, siteLinks } from './layout';
import type { TrialEndingData } from '@pitchlens/contracts';
import type { EmailLinks, RenderedEmail } from './types';

/** Spec §4/§9: $0 today, then $79 on day 14 unless cancelled; Stripe's notice comes three days before. */
export function renderTrialEnding(data: TrialEndingData, links: EmailLinks): RenderedEmail {
  const site = siteLinks(links);
  const amount = `$${(data.amountCents / 100).toFixed(data.amountCents % 100 === 0 ? 0 : 2)}`;
  const date = new Date(data.trialEndsAt).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
  const subject = `Your Pitchlens trial ends on ${date}`;
  const intro = `Your 14-day Pitchlens Premium trial ends on ${date}. On that day the card you saved is charged ${amount} for your first month, and monthly after that.`;
  const options = [
    `Keep going: nothing to do, Premium continues at ${amount}/month.`,
    `Not for you? Cancel before ${date} and you pay nothing: reply to this email or write to ${links.supportEmail}.`,
  ];

  const htmlBody = renderLayout({
    title: subject,
    preheader: `${amount} is charged on ${date} unless you cancel before then.`,
    body: [paragraph('Hi there,'), paragraph(intro), bulletList(options)],
    footer: html`You're receiving this email because you started a Pitchlens trial at ${site.host}. Questions? Write to ${link(`mailto:${links.supportEmail}`, links.supportEmail)}.`,
  });
  const text = renderText(
    ['Hi there,', intro, options.map((option) => `- ${option}`).join('\n')],
    `You're receiving this email because you started a Pitchlens trial at ${site.host}. Questions? Write to ${links.supportEmail}.`,
  );
  return { subject, html: htmlBody, text };
}
