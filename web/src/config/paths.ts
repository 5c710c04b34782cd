import { brand } from '@pitchlens/contracts';

const slug = brand.slug;

/**
 * Every path of the site (spec §2), named once. Pages link through this table
 * so a renamed route is changed in one place.
 */
export const paths = {
  home: '/',
  features: '/features',
  bookGiveaway: '/book-giveaway',
  hormoziBreakdown: '/hormozi-breakdown',
  premium: `/${slug}-premium`,
  premiumRegular: `/${slug}-premium-regular`,
  premiumTrial: `/${slug}-premium-trial`,
  premiumCheckout: `/${slug}-premium-checkout`,
  premiumSuccess: `/${slug}-premium-success`,
  trialCheckout: `/${slug}-trial-checkout`,
  trialSuccess: `/${slug}-trial-success`,
  downloadBreakdown: '/download-breakdown',
  frameworkSession: '/framework-session',
  frameworkSessionTrial: '/framework-session-trial',
  frameworkCheckout: '/framework-checkout',
  frameworkSuccess: '/framework-success',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  security: '/security',
  privacyRequest: '/privacy-request',
  privacyRequestConfirm: '/privacy-request/confirm',
  adminDashboard: '/admin-dashboard',
  /** Read-only figures for a share link's holder; the token follows in the fragment. */
  sharedDashboard: '/admin-dashboard/shared',
  partner: '/partner',
  partnerLanding: '/partner/landing',
  partnerApply: '/partner/apply',
  partnerThankYou: '/partner/thank-you',
  enterprise: '/enterprise',
  enterpriseShiftkey: '/enterprise/shiftkey',
  enterpriseSupermetrics: '/enterprise/supermetrics',
  enterprisePilot: '/enterprise/pilot',
  enterprisePilotSuccess: '/enterprise/pilot/success',
  proposal: '/proposal',
  proposalShiftkey: '/proposal/shiftkey',
  proposalSupermetrics: '/proposal/supermetrics',
  vsGong: '/vs/gong',
} as const;

export type RouteName = keyof typeof paths;
export type RoutePath = (typeof paths)[RouteName];

/** Pages only the team sees: never tracked, so no visitor figure counts the team's own work. */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.adminDashboard || pathname.startsWith(`${paths.adminDashboard}/`);
}
