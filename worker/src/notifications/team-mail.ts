import { bulletList, paragraph, renderLayout, renderText, subheading } from '../mail/templates/layout';
import type { EmailLinks, RenderedEmail } from '../mail/templates';

export interface TeamMailSection {
  heading: string;
  lines: readonly string[];
}

/** A mail to the team: an opening line, then sections of plain lines, the same in both parts. */
export function renderTeamMail(subject: string, intro: string, sections: readonly TeamMailSection[], links: EmailLinks): RenderedEmail {
  const footer = `Sent to ADMIN_EMAIL by the Pitchlens worker. Turn it off in the admin dashboard: Operations, Notifications (${links.siteUrl}/admin-dashboard).`;
  const html = renderLayout({
    title: subject,
    preheader: intro,
    body: [paragraph(intro), ...sections.flatMap((section) => [subheading(section.heading), bulletList(section.lines)])],
    footer,
    signed: false,
  });
  const text = renderText([intro, ...sections.map((section) => `${section.heading}\n${section.lines.map((line) => `- ${line}`).join('\n')}`)], footer, false);
  return { subject, html, text };
}
