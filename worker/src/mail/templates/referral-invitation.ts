import { button, firstNameOf, html, link, oneLine, paragraph, renderLayout, renderText } from './layout';
import type { ReferralInvitationData } from '@pitchlens/contracts';
import type { EmailLinks, RenderedEmail } from './types';

const ABOUT_PITCHLENS =
  'Pitchlens scores recorded sales calls with AI in about 60 seconds and gives each rep specific feedback on what worked and what to change. ' +
  "Sales managers and enablement leaders use it to coach more of their team's calls without listening to each one end to end.";

/** Wording fixed by the program: the recipient never asked to hear from us, so the only follow-up is promised up front. */
const OPT_OUT = "If now isn't a good time, no reply is needed — we won't follow up more than once.";

/** Sent to each sales leader someone referred. */
export function renderReferralInvitation(data: ReferralInvitationData, links: EmailLinks): RenderedEmail {
  // The form requires a referrer name, but a blank one must still read as a sentence.
  const referrer = oneLine(data.referrerName) || 'A colleague';
  const referrerShort = firstNameOf(data.referrerName) || 'a colleague';
  const subject = `${referrer} thought you'd like this`;
  const firstName = firstNameOf(data.referred.name);
  const greeting = firstName ? `Hi ${firstName},` : 'Hi there,';

  const intro = `${referrer} thought you'd find Pitchlens useful and asked us to get in touch.`;
  const offer = `Because ${referrerShort} referred you, we'd like to send you a free book as a thank-you for your time. We'd also like to show you Pitchlens in a 15-minute demo; pick a time that works for you and we'll arrange the book when we talk.`;
  const footer = `You're receiving this one-time email because ${referrer} referred you to Pitchlens. To ask us not to contact you again, write to ${links.supportEmail}.`;

  const htmlBody = renderLayout({
    title: subject,
    preheader: 'A free book and a 15-minute look at how Pitchlens coaches sales calls.',
    body: [
      paragraph(greeting),
      paragraph(intro),
      paragraph(ABOUT_PITCHLENS),
      paragraph(offer),
      button(links.schedulingUrl, 'Book a 15-minute demo'),
      paragraph(OPT_OUT),
    ],
    footer: html`You're receiving this one-time email because ${referrer} referred you to Pitchlens. To ask us not to contact you again, write to ${link(`mailto:${links.supportEmail}`, links.supportEmail)}.`,
  });

  const text = renderText(
    [greeting, intro, ABOUT_PITCHLENS, offer, `Book a 15-minute demo:\n${links.schedulingUrl}`, OPT_OUT],
    footer,
  );

  return { subject, html: htmlBody, text };
}
