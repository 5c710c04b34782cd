import { Module } from '@nestjs/common';
import { ErasureRequests } from './erasure-requests';
import { PrivacyQueue } from './privacy-queue';
import { ConfirmPrivacyRequestHandler } from './self-service/commands/confirm-privacy-request/confirm-privacy-request.handler';
import { ConfirmPrivacyRequestController } from './self-service/commands/confirm-privacy-request/confirm-privacy-request.http.controller';
import { RequestPrivacyHandler } from './self-service/commands/request-privacy/request-privacy.handler';
import { RequestPrivacyController } from './self-service/commands/request-privacy/request-privacy.http.controller';
import { ConfirmationMailLimit } from './self-service/confirmation-mail-limit';
import { PrivacyLinks } from './self-service/privacy-links';
import { GetPrivacyPolicyController } from './self-service/queries/get-privacy-policy/get-privacy-policy.http.controller';

const selfServiceControllers = [RequestPrivacyController, ConfirmPrivacyRequestController, GetPrivacyPolicyController];
const selfServiceProviders = [PrivacyLinks, ConfirmationMailLimit, RequestPrivacyHandler, ConfirmPrivacyRequestHandler];

/** Privacy requests: erasures filed by an admin or by the person, and self-service access requests. */
@Module({
  controllers: selfServiceControllers,
  providers: [PrivacyQueue, ErasureRequests, ...selfServiceProviders],
  exports: [PrivacyQueue, ErasureRequests],
})
export class PrivacyModule {}
