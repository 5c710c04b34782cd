import type { Logger } from '@nestjs/common';
import type { WorkerConfig } from '@pitchlens/config';
import { createTransport, type Transporter } from 'nodemailer';
import { MailCatcher } from '../mail-catcher';

export interface MailTransport {
  transport: Transporter;
  close(): Promise<void>;
}

/**
 * SMTP_URL's server, or without one a local mail catcher. Pooled: concurrent
 * mails keep their SMTP connections for the next messages rather than opening
 * one per message (the emails the truth test causes finish 6 s after its
 * traffic, not 24). An SMTP_URL that says `pool=false` keeps one per message.
 */
export async function openMailTransport(config: WorkerConfig, logger: Logger): Promise<MailTransport> {
  let catcher: MailCatcher | null = null;
  let url = config.SMTP_URL;
  if (!url) {
    catcher = new MailCatcher({ smtpPort: config.MAIL_CATCHER_SMTP_PORT, webPort: config.MAIL_CATCHER_WEB_PORT });
    const { smtpUrl, webUrl } = await catcher.start();
    logger.log(`No SMTP_URL set: emails are caught locally. See them at ${webUrl}`);
    url = smtpUrl;
  }
  const smtp = new URL(url);
  if (!smtp.searchParams.has('pool')) smtp.searchParams.set('pool', 'true');
  const transport = createTransport(smtp.toString());
  return {
    transport,
    async close() {
      transport.close();
      await catcher?.stop();
    },
  };
}
