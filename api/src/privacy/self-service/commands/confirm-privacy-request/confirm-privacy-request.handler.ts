import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ERASURE_DEADLINE_DAYS, type PrivacyRequestAccepted, type PrivacyRequestKind } from '@pitchlens/contracts';
import { ApiError } from '../../../../common/http/api-error';
import { ErasureRequests } from '../../../erasure-requests';
import { PrivacyQueue } from '../../../privacy-queue';
import { PrivacyLinks } from '../../privacy-links';
import { ConfirmPrivacyRequestCommand } from './confirm-privacy-request.command';

const CONFIRMED: Record<PrivacyRequestKind, string> = {
  export: 'Confirmed: we are gathering everything we hold about your address and will email it to you shortly.',
  erase: `Confirmed: we will erase your data within ${ERASURE_DEADLINE_DAYS} days, usually much sooner, and email you once it is done.`,
};

const refused = (status: HttpStatus, message: string) => new ApiError(status, `Invalid request: token ${message}`, [{ field: 'token', message }]);

/**
 * The person opened the mailed link: the request it carries is carried out.
 * The erasure's id and the export's job id come from the link, so a link
 * opened twice (a reload, a second click) files one erasure and, while the
 * first is pending, one export.
 */
@CommandHandler(ConfirmPrivacyRequestCommand)
export class ConfirmPrivacyRequestHandler implements ICommandHandler<ConfirmPrivacyRequestCommand> {
  constructor(
    private readonly links: PrivacyLinks,
    private readonly erasures: ErasureRequests,
    private readonly privacy: PrivacyQueue,
  ) {}

  async execute({ token }: ConfirmPrivacyRequestCommand): Promise<PrivacyRequestAccepted> {
    const opened = this.links.open(token);
    if ('problem' in opened) {
      throw opened.problem === 'expired'
        ? refused(HttpStatus.GONE, 'has expired: make the request again for a new link')
        : refused(HttpStatus.BAD_REQUEST, 'is not the token of a valid confirmation link');
    }
    const { request, id } = opened;
    if (request.kind === 'erase') await this.erasures.file(request.email, 'self-service', true, id);
    else await this.privacy.add({ kind: 'export', email: request.email }, id);
    return { kind: request.kind, message: CONFIRMED[request.kind] };
  }
}
