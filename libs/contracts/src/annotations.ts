import { formatPrice } from './catalogue';

/**
 * Notes on the dashboard's time charts (README "What the numbers mean" →
 * Annotations): the admin's own, and automatic ones derived from the log.
 */
export const ANNOTATION_KINDS = ['note', 'price-change', 'rebuild', 'campaign', 'erasure'] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number];

/** An admin note's text: trimmed, 1 to this many characters. */
export const ANNOTATION_TEXT_MAX = 200;

export interface Annotation {
  /** A UUID; an admin note's is the one to edit or remove it by. */
  id: string;
  kind: AnnotationKind;
  /** Derived from the log: cannot be edited or removed. */
  automatic: boolean;
  /** The report day it marks (`YYYY-MM-DD`, in the answer's time zone). */
  day: string;
  /** When the fact happened (ISO 8601); null for an admin note, which marks a whole day. */
  at: string | null;
  text: string;
}

/** GET /api/admin/annotations?from&to: the range's days (inclusive; open sides allowed), by day then time. */
export interface AnnotationListResponse {
  timeZone: string;
  from: string | null;
  to: string | null;
  annotations: Annotation[];
}

/** POST /api/admin/annotations. */
export interface AnnotationCreateRequest {
  /** A report day, `YYYY-MM-DD`. */
  day: string;
  text: string;
}

/** PATCH /api/admin/annotations/:id: either or both. */
export type AnnotationEditRequest = Partial<AnnotationCreateRequest>;

/** The automatic annotation of a price change: each product whose price moved, old → new. */
export function priceChangeText(previous: Record<string, number>, prices: Record<string, number>): string | null {
  const ids = [...new Set([...Object.keys(previous), ...Object.keys(prices)])].sort();
  const price = (cents: number | undefined) => (cents === undefined ? 'none' : formatPrice(cents));
  const changes = ids.filter((id) => previous[id] !== prices[id]).map((id) => `${id} ${price(previous[id])} → ${price(prices[id])}`);
  return changes.length === 0 ? null : `Prices changed: ${changes.join(', ')}`;
}

export function rebuildText(projectors: readonly string[]): string {
  return `Read models rebuilt: ${[...projectors].sort().join(', ')}`;
}

export function campaignText(campaign: string): string {
  return `First touch of campaign "${campaign}"`;
}

export function erasureText(people: number): string {
  return people === 1 ? '1 person erased' : `${people} people erased`;
}
