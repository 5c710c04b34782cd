export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailLinks {
  /** e.g. https://pitchlens.com (no trailing slash) */
  siteUrl: string;
  /** the online full written analysis of the pitch */
  fullAnalysisUrl: string;
  /** 15-minute demo booking page */
  schedulingUrl: string;
  /** e.g. support@pitchlens.com */
  supportEmail: string;
}
