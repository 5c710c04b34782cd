import { bulletList, html, link, paragraph, renderLayout, renderText, siteLinks, subheading } from './layout';
import { chargedAmount, longDate, nextStepsFor, productName } from './money-emails';
import type { PaymentReceiptData } from '@pitchlens/contracts';
import type { EmailLinks, RenderedEmail } from './types';

/**
 * Sent once per confirmed payment (PaymentSucceeded): what was bought, what
 * Stripe actually charged and when, the card's last digits when known, what
 * happens next for that product, and where to ask.
 */
export function renderPaymentReceipt(data: PaymentReceiptData, links: EmailLinks): RenderedEmail {
  const site = siteLinks(links);
  const name = productName(data.product);
  const amount = chargedAmount(data.amountCents, data.currency);
  const date = longDate(data.paidAt);
  const subject = `Your Pitchlens receipt: ${name}`;
  const intro = `Thank you for your purchase. We received your payment of ${amount} for ${name} on ${date}.`;
  // Older payments were recorded without the card's digits: the receipt then leaves the line out rather than guess.
  const facts = [
    `Product: ${name}`,
    `Amount paid: ${amount}`,
    `Date: ${date}`,
    ...(data.cardLast4 ? [`Paid with: card ending in ${data.cardLast4}`] : []),
    ...(data.reference ? [`Reference: ${data.reference}`] : []),
  ];
  const next = nextStepsFor(data.product, { links, amountCents: data.amountCents });
  const help = `Questions about this payment, an invoice for your records or a refund? Reply to this email or write to ${links.supportEmail}${data.reference ? ` and quote ${data.reference}` : ''}.`;
  const footer = `You're receiving this receipt because you paid for ${name} at ${site.host}.`;

  const htmlBody = renderLayout({
    title: subject,
    preheader: `${amount} paid on ${date} for ${name}.`,
    body: [
      paragraph('Hi there,'),
      paragraph(intro),
      subheading('Your receipt'),
      bulletList(facts),
      ...(next.length > 0 ? [subheading('What happens next'), bulletList(next)] : []),
      subheading('Need help?'),
      paragraph(help),
    ],
    footer: html`${footer} Questions? Write to ${link(`mailto:${links.supportEmail}`, links.supportEmail)}.`,
  });
  const text = renderText(
    [
      'Hi there,',
      intro,
      `Your receipt:\n${facts.map((fact) => `- ${fact}`).join('\n')}`,
      ...(next.length > 0 ? [`What happens next:\n${next.map((step) => `- ${step}`).join('\n')}`] : []),
      `Need help?\n${help}`,
    ],
    `${footer} Questions? Write to ${links.supportEmail}.`,
  );
  return { subject, html: htmlBody, text };
}
