import { legalLinks, type FooterLink } from '../../../../components/ui/site-footer';
import { paths } from '../../../../config/paths';

/** Spec §2: the partner pages' footers link to the privacy policy and the terms only. */
export const partnerLegalLinks: FooterLink[] = legalLinks.filter(
  (link) => link.to === paths.privacyPolicy || link.to === paths.termsOfService,
);
