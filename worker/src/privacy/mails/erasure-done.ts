import { bulletList, html, link, paragraph, siteLinks, subheading } from '../../mail/templates/layout';
import type { EmailLinks, RenderedEmail } from '../../mail/templates';
import { renderPrivacyMail } from './privacy-mail';

const DONE = 'As you asked, we have erased the data Pitchlens held about this email address.';

const MEANS = [
  'Your address, your name and what you typed in our forms are gone from our records. The events of your visits are de-identified: nothing in them leads back to you.',
  'Counts stay, anonymously: a page you viewed still counts as a page view in our totals, without anything saying it was you.',
  'Copies in our encrypted backups age out in their normal rotation, as our privacy policy describes; until then they stay protected and unused.',
];

/** Mailed to a person whose self-service erasure has been carried out. */
export function renderErasureDone(links: EmailLinks): RenderedEmail {
  const policy = `${siteLinks(links).base}/privacy-policy`;
  return renderPrivacyMail(
    {
      subject: 'Your data has been erased',
      preheader: DONE,
      body: [paragraph(DONE), subheading('What this means'), bulletList(MEANS), paragraph(html`The details are in our ${link(policy, 'privacy policy')}.`)],
      text: [DONE, `What this means:\n${MEANS.map((line) => `- ${line}`).join('\n')}`, `The details are in our privacy policy: ${policy}`],
    },
    links,
  );
}
