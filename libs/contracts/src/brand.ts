/**
 * Everything that names the product or points outside the site. A rename or a
 * new booking page touches this file only.
 */
export const brand = {
  name: 'Pitchlens',
  slug: 'pitchlens',
  siteUrl: 'https://pitchlens.com',
  appUrl: 'https://app.pitchlens.com',
  supportEmail: 'support@pitchlens.com',
  opsEmail: 'ops@pitchlens.com',
  schedulingUrl: 'https://calendly.com/pitchlens/15min',
  demoVideoUrl: 'https://www.youtube.com/watch?v=pitchlens-demo',
  partnerApplicationFormUrl: 'https://forms.pitchlens.com/founder-partner',
  fullAnalysisUrl: 'https://docs.pitchlens.com/pitch-breakdown',
} as const;
