import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths, type RoutePath } from '../config/paths';

export interface RouteEntry {
  path: RoutePath;
  Page: LazyExoticComponent<ComponentType>;
}

const route = (path: RoutePath, load: () => Promise<{ default: ComponentType }>): RouteEntry => ({ path, Page: lazy(load) });

/**
 * Every page the site serves, each in its own chunk. Each is prerendered to
 * static HTML at build time. Routes of spec §2 not listed here are not built
 * yet and show the not-found screen.
 */
export const routes: RouteEntry[] = [
  route(paths.home, () => import('../features/home/home-page')),
  route(paths.features, () => import('../features/features-page/features-page')),
  route(paths.bookGiveaway, () => import('../features/book-giveaway/book-giveaway-page')),
  route(paths.hormoziBreakdown, () => import('../features/breakdown/hormozi-breakdown-page')),
  route(paths.downloadBreakdown, () => import('../features/breakdown/download-breakdown-page')),
  route(paths.premium, () => import('../features/premium-offer/premium-offer-page')),
  route(paths.premiumRegular, () => import('../features/premium-offer/premium-regular-page')),
  route(paths.premiumTrial, () => import('../features/premium-offer/premium-trial-page')),
  route(paths.frameworkSession, () => import('../features/framework-session/framework-session-page')),
  route(paths.frameworkSessionTrial, () => import('../features/framework-session/framework-session-trial-page')),
  route(paths.premiumCheckout, () => import('../features/checkout/premium/premium-checkout-page')),
  route(paths.premiumSuccess, () => import('../features/checkout/success/premium-success-page')),
  route(paths.trialCheckout, () => import('../features/checkout/trial/trial-checkout-page')),
  route(paths.trialSuccess, () => import('../features/checkout/success/trial-success-page')),
  route(paths.frameworkCheckout, () => import('../features/checkout/framework/framework-checkout-page')),
  route(paths.frameworkSuccess, () => import('../features/checkout/success/framework-success-page')),
  route(paths.enterprisePilot, () => import('../features/checkout/pilot/pilot-checkout-page')),
  route(paths.enterprisePilotSuccess, () => import('../features/checkout/success/pilot-success-page')),
  route(paths.partner, () => import('../features/partner/partner-page')),
  route(paths.partnerLanding, () => import('../features/partner/partner-landing-page')),
  route(paths.partnerApply, () => import('../features/partner/partner-apply-page')),
  route(paths.partnerThankYou, () => import('../features/partner/partner-thank-you-page')),
  route(paths.enterprise, () => import('../features/enterprise/enterprise-page')),
  route(paths.enterpriseShiftkey, () => import('../features/enterprise/shiftkey-proposal-page')),
  route(paths.enterpriseSupermetrics, () => import('../features/enterprise/supermetrics-proposal-page')),
  route(paths.proposal, () => import('../features/proposal/proposal-page')),
  route(paths.vsGong, () => import('../features/vs-gong/vs-gong-page')),
  route(paths.privacyPolicy, () => import('../features/legal/privacy-policy-page')),
  route(paths.termsOfService, () => import('../features/legal/terms-of-service-page')),
  route(paths.security, () => import('../features/legal/security-page')),
  route(paths.privacyRequest, () => import('../features/privacy-request/privacy-request-page')),
  route(paths.privacyRequestConfirm, () => import('../features/privacy-request/privacy-request-confirm-page')),
  route(paths.adminDashboard, () => import('../features/admin/admin-dashboard-page')),
  route(paths.sharedDashboard, () => import('../features/admin/shared-dashboard-page')),
];

/** Old addresses of pages that moved; the server answers them with 301 too. */
export const redirects: { from: RoutePath; to: RoutePath }[] = [
  { from: paths.proposalShiftkey, to: paths.enterpriseShiftkey },
  { from: paths.proposalSupermetrics, to: paths.enterpriseSupermetrics },
];

export const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));
