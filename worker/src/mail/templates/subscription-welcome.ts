import { brand, type SubscriptionWelcomeData } from '@pitchlens/contracts';
import { bulletList, button, html, link, paragraph, renderLayout, renderText, siteLinks, subheading } from './layout';
import { nextStepsFor, pricePer, productName } from './money-emails';
import type { EmailLinks, RenderedEmail } from './types';

/**
 * Sent once when a paid subscription goes live (SubscriptionStarted of a plan
 * without a trial; a trial gets its own welcome). The payment's receipt is a
 * separate email, so this one is about getting started.
 */
export function renderSubscriptionWelcome(data: SubscriptionWelcomeData, links: EmailLinks): RenderedEmail {
  const site = siteLinks(links);
  const name = productName(data.plan);
  const price = pricePer(data.amountCents, data.interval);
  const subject = 'Welcome to Pitchlens Premium';
  const intro = `Your subscription to ${name} is active at ${price}. Your receipt for the first payment comes in a separate email.`;
  const steps = nextStepsFor(data.plan, { links, amountCents: data.amountCents });
  const help = `Anything unclear, or want a hand setting up your team? Reply to this email or write to ${links.supportEmail}.`;
  const footer = `You're receiving this email because you subscribed to Pitchlens Premium at ${site.host}.`;

  const htmlBody = renderLayout({
    title: subject,
    preheader: `Your Premium plan is active at ${price}. Here's how to get your first call scored.`,
    body: [
      paragraph('Hi there,'),
      paragraph(intro),
      subheading('Get started'),
      bulletList(steps),
      button(brand.appUrl, 'Open the Pitchlens app'),
      paragraph(help),
    ],
    footer: html`${footer} Questions? Write to ${link(`mailto:${links.supportEmail}`, links.supportEmail)}.`,
  });
  const text = renderText(
    ['Hi there,', intro, `Get started:\n${steps.map((step) => `- ${step}`).join('\n')}`, `Open the Pitchlens app:\n${brand.appUrl}`, help],
    `${footer} Questions? Write to ${links.supportEmail}.`,
  );
  return { subject, html: htmlBody, text };
}
