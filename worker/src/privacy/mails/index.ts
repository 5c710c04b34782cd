import { mailLinks } from '../../mail/mail-links';
import type { PrivacyMails } from '../privacy-jobs';
import { renderDataExport } from './data-export';
import { renderErasureDone } from './erasure-done';
import { renderPrivacyConfirmation } from './privacy-confirmation';

/** The privacy mails, with the links of the site at `siteUrl`. */
export function privacyMails(siteUrl: string): PrivacyMails {
  const links = mailLinks(siteUrl);
  return {
    confirmation: (request, link) => renderPrivacyConfirmation(request, link, links),
    export: (data) => renderDataExport(data, links),
    erased: () => renderErasureDone(links),
  };
}
