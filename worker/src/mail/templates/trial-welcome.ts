import { brand, formatPrice, TRIAL_DAYS, type TrialWelcomeData } from '@pitchlens/contracts';
import { bulletList, button, html, link, paragraph, renderLayout, renderText, siteLinks, subheading } from './layout';
import { appHost, longDate, pricePer } from './money-emails';
import type { EmailLinks, RenderedEmail } from './types';

/**
 * Sent once when a trial starts (TrialStarted): nothing is charged today, so
 * it says plainly when the trial ends, what is charged then, and how to pay
 * nothing. The date and amount are the log's, as Stripe set them.
 */
export function renderTrialWelcome(data: TrialWelcomeData, links: EmailLinks): RenderedEmail {
  const site = siteLinks(links);
  const amount = formatPrice(data.amountCents);
  const date = longDate(data.trialEndsAt);
  const subject = 'Your Pitchlens trial has started';
  const intro = `Your ${TRIAL_DAYS}-day trial of Pitchlens Premium has started. Your card is saved and nothing was charged today.`;
  const terms = [
    `Trial ends: ${date}`,
    `Charged then: ${amount} for your first month, then ${pricePer(data.amountCents, 'month')}`,
    `To pay nothing: cancel before ${date} by replying to this email or writing to ${links.supportEmail}`,
  ];
  const steps = [
    `Sign in at ${appHost} with this email address.`,
    'Upload your first recorded call within 48 hours: its score and coaching feedback arrive in about 60 seconds.',
    `Upload 3 calls within the ${TRIAL_DAYS} days: enough to see your team's patterns and decide with real numbers.`,
  ];
  const footer = `You're receiving this email because you started a Pitchlens trial at ${site.host}.`;

  const htmlBody = renderLayout({
    title: subject,
    preheader: `Nothing charged today; ${amount} on ${date} unless you cancel before then.`,
    body: [
      paragraph('Hi there,'),
      paragraph(intro),
      subheading('Your trial'),
      bulletList(terms),
      subheading('Make the most of it'),
      bulletList(steps),
      button(brand.appUrl, 'Upload my first call'),
    ],
    footer: html`${footer} Questions? Write to ${link(`mailto:${links.supportEmail}`, links.supportEmail)}.`,
  });
  const text = renderText(
    [
      'Hi there,',
      intro,
      `Your trial:\n${terms.map((term) => `- ${term}`).join('\n')}`,
      `Make the most of it:\n${steps.map((step) => `- ${step}`).join('\n')}`,
      `Upload my first call:\n${brand.appUrl}`,
    ],
    `${footer} Questions? Write to ${links.supportEmail}.`,
  );
  return { subject, html: htmlBody, text };
}
