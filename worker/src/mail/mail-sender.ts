import type { SendMailOptions, Transporter } from 'nodemailer';
import type { RenderedEmail } from './templates';

/** A rendered mail and where it goes; attachments as nodemailer takes them. */
export interface OutgoingMail extends RenderedEmail {
  to: string;
  attachments?: SendMailOptions['attachments'];
}

/**
 * The one way mail leaves the worker: the configured sender address, the
 * transport (SMTP, or the local catcher), and for a keyed mail a Message-ID
 * made from its key, so a receiving system can also spot a repeat.
 */
export class MailSender {
  constructor(
    private readonly transport: Transporter,
    private readonly from: string,
  ) {}

  /** Sends now; the Message-ID the server took. */
  async deliver(mail: OutgoingMail, key?: string): Promise<string> {
    const messageId = key ? `<${key}@pitchlens.com>` : undefined;
    const info = await this.transport.sendMail({ ...mail, from: this.from, ...(messageId ? { messageId } : {}) });
    return String(info.messageId ?? messageId);
  }
}
