import { bulletList, button, firstNameOf, html, link, oneLine, paragraph, renderLayout, renderText, siteLinks, subheading } from './layout';
import type { ReferralConfirmationData, ReferralPerson } from '@pitchlens/contracts';
import type { EmailLinks, RenderedEmail } from './types';

/** The next steps, worded once so the html and text parts cannot drift apart on the program terms. */
const NEXT_STEPS = [
  "Their invitations are on their way: each of them gets an email that mentions you referred them and offers a free book and a 15-minute demo of Pitchlens.",
  "For each person who books and attends that demo within 14 days, we'll email you a $25 Amazon gift card within 24 hours of their demo.",
  'We pay one gift card per referred company every 60 days, so two people from the same company in that window count once.',
];

function describe(person: ReferralPerson): string {
  return `${oneLine(person.name)}, ${oneLine(person.title)} at ${oneLine(person.company)}`;
}

/** Sent to the visitor who submitted the referral form. */
export function renderReferralConfirmation(data: ReferralConfirmationData, links: EmailLinks): RenderedEmail {
  const site = siteLinks(links);
  const count = data.referred.length;
  const subject = count === 1 ? 'Thanks for your referral' : `Thanks for your ${count} referrals`;
  const firstName = firstNameOf(data.referrerName);
  const greeting = firstName ? `Hi ${firstName},` : 'Hi there,';
  const intro = `Thanks for introducing us to ${count === 1 ? 'someone' : 'people'} you think would get value from Pitchlens. You referred:`;
  const people = data.referred.map(describe);
  const terms = 'The full program terms are on the giveaway page.';

  const htmlBody = renderLayout({
    title: subject,
    preheader: "Here's who you referred and when your $25 gift card is sent.",
    body: [
      paragraph(greeting),
      paragraph(intro),
      bulletList(people),
      subheading('What happens next'),
      bulletList(NEXT_STEPS),
      paragraph(terms),
      button(site.bookGiveaway, 'Read the program terms'),
    ],
    footer: html`You're receiving this email because you referred colleagues to Pitchlens at ${site.host}. Questions? Write to ${link(`mailto:${links.supportEmail}`, links.supportEmail)}.`,
  });

  const text = renderText(
    [
      greeting,
      `${intro}\n${people.map((person) => `- ${person}`).join('\n')}`,
      `What happens next:\n${NEXT_STEPS.map((step) => `- ${step}`).join('\n')}`,
      `${terms}\n${site.bookGiveaway}`,
    ],
    `You're receiving this email because you referred colleagues to Pitchlens at ${site.host}. Questions? Write to ${links.supportEmail}.`,
  );

  return { subject, html: htmlBody, text };
}
