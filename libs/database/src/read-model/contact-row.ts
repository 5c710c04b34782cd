import type { OrderedFunnelStep } from '@pitchlens/contracts';

/** A row of read_model.contacts, as the contacts projector writes it and the admin API reads it. */
export interface ContactRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  current_funnel_step: OrderedFunnelStep | null;
  referrer_name: string | null;
  referrer_email: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  last_utm_source: string | null;
  last_utm_medium: string | null;
  last_utm_campaign: string | null;
  first_touch_at: Date | null;
  first_touch_id: string | null;
  last_touch_at: Date | null;
  last_touch_id: string | null;
  anonymous: boolean;
  session_ids: string[];
  page_views: number;
  events: number;
  created_at: Date;
  last_activity: Date;
}
