import { simpleParser, type AddressObject } from 'mailparser';
import type { SMTPServerEnvelope } from 'smtp-server';
import type { CaughtMessage } from './mail-catcher';

/** What a raw message yields; the catcher adds `id` and `receivedAt` when it stores it. */
export type ParsedFields = Omit<CaughtMessage, 'id' | 'receivedAt'>;

/** The envelope part of a message, copied out of the SMTP session before anything asynchronous happens. */
export type Envelope = Pick<CaughtMessage, 'envelopeFrom' | 'envelopeTo'>;

/** Copies the envelope, because smtp-server resets the session's envelope for the next transaction on the same connection. */
export function copyEnvelope(envelope: SMTPServerEnvelope): Envelope {
  return {
    envelopeFrom: envelope.mailFrom === false ? '' : envelope.mailFrom.address,
    envelopeTo: envelope.rcptTo.map((recipient) => recipient.address),
  };
}

export async function parseMessage(raw: Buffer, envelope: Envelope): Promise<ParsedFields> {
  const parsed = await simpleParser(raw, {
    // `text` should be the text part the sender wrote, not one mailparser derived from the HTML.
    skipHtmlToText: true,
    skipTextToHtml: true,
    // cid: images are left to become data: URIs (the default), the only images the HTML part's CSP allows.
  });
  return {
    ...envelope,
    subject: parsed.subject ?? '',
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    messageId: parsed.messageId ?? null,
    html: parsed.html === false ? null : parsed.html,
    // With skipHtmlToText mailparser gives an HTML-only message the text '', which is no text part.
    text: parsed.text === undefined || parsed.text === '' ? null : parsed.text,
  };
}

function addressText(header: AddressObject | AddressObject[] | undefined): string {
  if (header === undefined) return '';
  return (Array.isArray(header) ? header : [header]).map((address) => address.text).join(', ');
}
