import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isPlaceholderEmail, normalizeEmail, PRIVACY_LINK_HOURS, type PrivacyRequestAccepted } from '@pitchlens/contracts';
import { ApiError } from '../../../../common/http/api-error';
import { PrivacyQueue } from '../../../privacy-queue';
import { ConfirmationMailLimit } from '../../confirmation-mail-limit';
import { PrivacyLinks } from '../../privacy-links';
import { RequestPrivacyCommand } from './request-privacy.command';

/** The same whoever asks: it must not tell whether we hold anything about the address, or whether a mail went out. */
export const REQUEST_ACCEPTED = `If this address can receive mail, a link to confirm your request is on its way. Open it within ${PRIVACY_LINK_HOURS} hours; until then nothing happens.`;

/**
 * A person asks for their data or its deletion. Nothing is stored: the
 * worker mails the address a link that carries the request, and only the
 * link's confirmation acts. The mail goes out whether or not we hold
 * anything about the address, up to a few a day per address.
 */
@CommandHandler(RequestPrivacyCommand)
export class RequestPrivacyHandler implements ICommandHandler<RequestPrivacyCommand> {
  constructor(
    private readonly links: PrivacyLinks,
    private readonly mailLimit: ConfirmationMailLimit,
    private readonly privacy: PrivacyQueue,
  ) {}

  async execute({ request }: RequestPrivacyCommand): Promise<PrivacyRequestAccepted> {
    const email = normalizeEmail(request.email);
    if (isPlaceholderEmail(email)) throw ApiError.invalid([{ field: 'email', message: 'must be a real address' }]);
    if (await this.mailLimit.take(email)) {
      await this.privacy.add({ kind: 'confirm-request', email, request: request.kind, link: this.links.link({ email, kind: request.kind }) });
    }
    return { kind: request.kind, message: REQUEST_ACCEPTED };
  }
}
