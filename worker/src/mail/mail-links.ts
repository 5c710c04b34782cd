import { brand } from '@pitchlens/contracts';
import type { EmailLinks } from './templates';

/** The links every mail may give, for the site at `siteUrl`. */
export function mailLinks(siteUrl: string): EmailLinks {
  return { siteUrl, fullAnalysisUrl: brand.fullAnalysisUrl, schedulingUrl: brand.schedulingUrl, supportEmail: brand.supportEmail };
}
