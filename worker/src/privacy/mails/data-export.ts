import { WITHHELD, type PersonExport } from '@pitchlens/contracts';
import { bulletList, html, link, paragraph, siteLinks } from '../../mail/templates/layout';
import { longDate } from '../../mail/templates/money-emails';
import type { EmailLinks, RenderedEmail } from '../../mail/templates';
import { renderPrivacyMail } from './privacy-mail';

export const EXPORT_FILENAME = 'pitchlens-data.json';

export interface ExportMail extends RenderedEmail {
  attachments: { filename: string; content: string; contentType: string }[];
}

/** What the export holds, in a few lines: how many events, and the first and last day. */
function summary(events: PersonExport['events']): string[] {
  const times = events.map((event) => event.occurredAt ?? event.recordedAt).sort((a, b) => Date.parse(a) - Date.parse(b));
  return [
    `${events.length} ${events.length === 1 ? 'event' : 'events'}: pages visited, forms sent, emails and purchases`,
    `First recorded: ${longDate(times[0])}`,
    `Last recorded: ${longDate(times[times.length - 1])}`,
  ];
}

/** A confirmed access request's answer: everything held about the address, attached as JSON, or that nothing is. */
export function renderDataExport(data: PersonExport, links: EmailLinks): ExportMail {
  const held = data.events.length > 0;
  const intro = held
    ? `As you asked, attached (${EXPORT_FILENAME}) is everything Pitchlens holds about this email address.`
    : `As you asked, we looked for everything Pitchlens holds about this email address: we hold no data about it. The attached file (${EXPORT_FILENAME}) shows the empty result.`;
  const facts = held ? summary(data.events) : [];
  const format = `The file is JSON: each event with its type, its time and the fields recorded with it. Where an event also names another person (a colleague you referred, say), their fields read "${WITHHELD}".`;
  const deletion = `${siteLinks(links).base}/privacy-request`;
  const mail = renderPrivacyMail(
    {
      subject: 'Your Pitchlens data',
      preheader: held ? `${data.events.length} recorded events about this address, attached.` : 'We hold no data about this address.',
      body: [
        paragraph(intro),
        ...(held ? [bulletList(facts), paragraph(format), paragraph(html`Want it deleted? ${link(deletion, 'Ask for its deletion')}.`)] : []),
      ],
      text: [intro, ...(held ? [facts.map((fact) => `- ${fact}`).join('\n'), format, `Want it deleted? Ask for its deletion: ${deletion}`] : [])],
    },
    links,
  );
  return { ...mail, attachments: [{ filename: EXPORT_FILENAME, content: JSON.stringify(data, null, 2), contentType: 'application/json' }] };
}
