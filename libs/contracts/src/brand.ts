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
  /**
   * Where the product demo is watched: the brand's video channel, until the
   * demo's own video is published. Set it to that video's YouTube link then,
   * and the giveaway page plays it in place (a channel page only links out).
   */
  demoVideoUrl: 'https://www.youtube.com/@pitchlens',
  partnerApplicationFormUrl: 'https://forms.pitchlens.com/founder-partner',
  fullAnalysisUrl: 'https://docs.pitchlens.com/pitch-breakdown',
} as const;
