import { Command } from '@nestjs/cqrs';
import type { PrivacyRequestAccepted } from '@pitchlens/contracts';

export class ConfirmPrivacyRequestCommand extends Command<PrivacyRequestAccepted> {
  constructor(readonly token: string) {
    super();
  }
}
