import type { ReactNode } from 'react';
import { brand } from '@pitchlens/contracts';
import { mailtoHref } from '../../../lib/mailto';

/** The support address as its own link text; same target as the footer's, so the two never disagree. */
export function SupportEmailLink() {
  return <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>;
}

/**
 * A mail link with a prefilled subject (and optional template body) so a request reaches the right queue.
 * Its text must say what it does: a second link reading the bare address
 * but opening a different draft would confuse screen-reader users.
 */
export function SupportRequestLink({ subject, body, children }: { subject: string; body?: string; children: ReactNode }) {
  return <a href={mailtoHref({ to: brand.supportEmail, subject, body })}>{children}</a>;
}
