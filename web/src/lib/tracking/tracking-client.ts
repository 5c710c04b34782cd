import {
  placeholderEmailFor,
  SESSION_STORAGE_KEY,
  type FunnelStep,
  type TrackContactRequest,
  type TrackDownloadRequest,
  type TrackFunnelStepRequest,
  type TrackingEnvelope,
  type TrackPageViewRequest,
} from '@pitchlens/contracts';
import { v7 as uuidv7 } from 'uuid';
import { sessionStore } from '../session-store';

/** The last real address the visitor gave in this browser session, so later steps are theirs. */
export const KNOWN_EMAIL_STORAGE_KEY = 'contact_email';

const UTM_PARAMS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const;

// Storage can be switched off; tracking then works per page load.
let fallbackSessionId: string | null = null;

/** Global Privacy Control or Do Not Track: the browser asks not to be tracked. (The prerender has no navigator.) */
function trackingRefused(): boolean {
  const browser: (Navigator & { globalPrivacyControl?: boolean }) | undefined = typeof navigator === 'undefined' ? undefined : navigator;
  return browser?.globalPrivacyControl === true || browser?.doNotTrack === '1';
}

/**
 * The visitor's session id, made once per browser session (spec §3). None
 * for a browser that asks not to be tracked: nothing then links its calls.
 */
export function sessionId(): string | undefined {
  if (trackingRefused()) return undefined;
  const store = sessionStore();
  const stored = store?.getItem(SESSION_STORAGE_KEY);
  if (stored) return stored;
  const id = store ? uuidv7() : (fallbackSessionId ??= uuidv7());
  store?.setItem(SESSION_STORAGE_KEY, id);
  return id;
}

/**
 * Whom a call is about: the address given, else the session's placeholder.
 * Null without either (a browser that asks not to be tracked, anonymous):
 * the call is then not sent, as the server could credit it to no one.
 */
function addressOrPlaceholder(email: string | undefined): string | null {
  const session = sessionId();
  return email || (session ? placeholderEmailFor(session) : null);
}

/** UTM fields of the current address's query string. */
export function utmFields(search: string = window.location.search): Pick<TrackingEnvelope, keyof typeof UTM_PARAMS> {
  const query = new URLSearchParams(search);
  const fields: Partial<Record<keyof typeof UTM_PARAMS, string>> = {};
  for (const [field, param] of Object.entries(UTM_PARAMS) as [keyof typeof UTM_PARAMS, string][]) {
    const value = query.get(param)?.trim();
    if (value) fields[field] = value.slice(0, 200);
  }
  return fields;
}

export function knownEmail(): string | null {
  return sessionStore()?.getItem(KNOWN_EMAIL_STORAGE_KEY) ?? null;
}

export function rememberEmail(email: string): void {
  const trimmed = email.trim();
  if (trimmed) sessionStore()?.setItem(KNOWN_EMAIL_STORAGE_KEY, trimmed);
}

/**
 * Sends one tracking call. Each call gets its own event id, so a retried
 * request is stored once. Failures are logged and never reach the visitor
 * (spec §8); the promise always resolves.
 */
async function send(path: string, body: object): Promise<void> {
  // occurredAt: the moment of the act, which the server keeps when a call arrives late (a retry, a slow network).
  const payload: TrackingEnvelope = { ...body, eventId: uuidv7(), sessionId: sessionId(), occurredAt: new Date().toISOString(), ...utmFields() };
  try {
    const response = await fetch(`/api/${path}`, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (!response.ok) console.error(`Tracking ${path} failed: ${response.status}: ${await response.text()}`);
  } catch (error) {
    console.error(`Tracking ${path} failed:`, error);
  }
}

export function trackPageView(path: string, title?: string, referrer?: string): Promise<void> {
  const body: TrackPageViewRequest = { path };
  if (title) body.title = title.slice(0, 300);
  if (referrer) body.referrer = referrer.slice(0, 2048);
  return send('track-page-view', body);
}

export function trackFunnelStep(step: FunnelStep, email?: string, stepData?: Record<string, unknown>): Promise<void> {
  if (!addressOrPlaceholder(email)) return Promise.resolve();
  const body: TrackFunnelStepRequest = { step };
  if (email) body.email = email;
  if (stepData) body.stepData = stepData;
  return send('track-funnel-step', body);
}

/** A visitor with no known address is recorded under the session's placeholder (spec §3). */
export function trackContact(fields: Omit<TrackContactRequest, 'email'> & { email?: string }): Promise<void> {
  const email = addressOrPlaceholder(fields.email);
  if (!email) return Promise.resolve();
  const anonymous = !fields.email;
  const body: TrackContactRequest = {
    ...fields,
    email,
    metadata: { isAnonymous: anonymous, sessionId: sessionId(), visitedAt: new Date().toISOString() },
  };
  return send('track-contact', body);
}

export function trackDownload(downloadType: string, email?: string): Promise<void> {
  const address = addressOrPlaceholder(email);
  if (!address) return Promise.resolve();
  const body: TrackDownloadRequest = { downloadType, email: address };
  return send('track-download', body);
}

/**
 * What a page records when it loads (spec §4): a funnel step for a known
 * visitor, otherwise the anonymous visit at that step.
 */
export function trackStepVisit(step: FunnelStep, email: string | null = knownEmail()): Promise<void> {
  return email ? trackFunnelStep(step, email) : trackContact({ currentFunnelStep: step });
}
