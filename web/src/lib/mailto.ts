export interface MailtoMessage {
  to: string;
  subject?: string;
  body?: string;
}

/**
 * A mailto: address with a prefilled subject and body. Each value goes through
 * encodeURIComponent so spaces, ampersands and question marks survive, and line
 * breaks become CRLF because RFC 6068 asks for them and Outlook ignores bare LFs.
 */
export function mailtoHref({ to, subject = '', body = '' }: MailtoMessage): string {
  const fields = [
    ['subject', subject],
    ['body', body.replace(/\r?\n/g, '\r\n')],
  ]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return fields.length ? `mailto:${to}?${fields.join('&')}` : `mailto:${to}`;
}
