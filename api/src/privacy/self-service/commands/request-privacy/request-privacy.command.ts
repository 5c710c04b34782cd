import { Command } from '@nestjs/cqrs';
import type { PrivacyRequestAccepted } from '@pitchlens/contracts';
import type { RequestPrivacyRequestDto } from './request-privacy.request.dto';

export class RequestPrivacyCommand extends Command<PrivacyRequestAccepted> {
  constructor(readonly request: RequestPrivacyRequestDto) {
    super();
  }
}
