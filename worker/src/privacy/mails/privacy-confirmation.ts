import { ERASURE_DEADLINE_DAYS, PRIVACY_LINK_HOURS, type PrivacyRequestKind } from '@pitchlens/contracts';
import { bulletList, button, paragraph, subheading } from '../../mail/templates/layout';
import type { EmailLinks, RenderedEmail } from '../../mail/templates';
import { renderPrivacyMail } from './privacy-mail';

/** The API's link lifetime (api/src/privacy/self-service/privacy-links.ts). */

const ASKED: Record<PrivacyRequestKind, string> = {
  export: 'We received a request for a copy of everything Pitchlens holds about this email address.',
  erase: 'We received a request to delete everything Pitchlens holds about this email address.',
};

const WHAT_HAPPENS: Record<PrivacyRequestKind, string[]> = {
  export: [
    'We email you, at this address, a file with everything we hold about it: the pages visited, the forms sent and the purchases recorded under it.',
    'If we hold nothing about this address, that email says so.',
  ],
  erase: [
    `We delete your data within ${ERASURE_DEADLINE_DAYS} days, usually much sooner, and email you when it is done.`,
    'Your address, your name and what you typed in our forms are erased, and the visits linked to you can no longer be traced to you.',
    'This cannot be undone.',
  ],
};

/** Mailed for every self-service request, whether or not we hold anything about the address: only its owner can confirm. */
export function renderPrivacyConfirmation(request: PrivacyRequestKind, confirmLink: string, links: EmailLinks): RenderedEmail {
  const expiry = `The link works for ${PRIVACY_LINK_HOURS} hours.`;
  const notYou = 'If you did not ask for this, ignore this email: nothing happens.';
  return renderPrivacyMail(
    {
      subject: 'Confirm your privacy request',
      preheader: 'Open the link to confirm your request; if you did not ask, nothing happens.',
      body: [
        paragraph(ASKED[request]),
        button(confirmLink, 'Confirm your request'),
        subheading('What happens when you confirm'),
        bulletList(WHAT_HAPPENS[request]),
        paragraph(expiry),
        paragraph(notYou),
      ],
      text: [
        ASKED[request],
        `Confirm your request:\n${confirmLink}`,
        `What happens when you confirm:\n${WHAT_HAPPENS[request].map((line) => `- ${line}`).join('\n')}`,
        expiry,
        notYou,
      ],
    },
    links,
  );
}
