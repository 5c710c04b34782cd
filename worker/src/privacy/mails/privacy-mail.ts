import { html, link, paragraph, renderLayout, renderText, siteLinks, type SafeHtml } from '../../mail/templates/layout';
import type { EmailLinks, RenderedEmail } from '../../mail/templates';

export interface PrivacyMailParts {
  subject: string;
  preheader: string;
  /** The html part's blocks after the greeting; `text` says the same in plain text. */
  body: readonly SafeHtml[];
  text: readonly string[];
}

/** What the privacy mails share: the greeting, and a footer saying why the mail came and where to ask. */
export function renderPrivacyMail(parts: PrivacyMailParts, links: EmailLinks): RenderedEmail {
  const why = `You're receiving this email because a privacy request for this address was made at ${siteLinks(links).host}.`;
  const htmlBody = renderLayout({
    title: parts.subject,
    preheader: parts.preheader,
    body: [paragraph('Hi there,'), ...parts.body],
    footer: html`${why} Questions? Write to ${link(`mailto:${links.supportEmail}`, links.supportEmail)}.`,
  });
  const text = renderText(['Hi there,', ...parts.text], `${why} Questions? Write to ${links.supportEmail}.`);
  return { subject: parts.subject, html: htmlBody, text };
}
