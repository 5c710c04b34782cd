/**
 * Privacy requests: erasure and access (ARCHITECTURE §2's one recorded
 * exception to an immutable log). An erased person's fields read `[erased]`;
 * their address becomes a pseudonym that stays one key per person, so every
 * count, merge and funnel position a replay computes stays what it was.
 */
export const ERASED = '[erased]';

const PSEUDONYM_PREFIX = `${ERASED}:`;

/** What replaces an erased person's address everywhere: unique to the erasure, naming no one. */
export function erasedAddress(erasureId: string): string {
  return `${PSEUDONYM_PREFIX}${erasureId}`;
}

export function isErasedAddress(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.startsWith(PSEUDONYM_PREFIX);
}

/** How an address is shown: an erased person's pseudonym reads `[erased]`. */
export function shownAddress<T extends string | null>(value: T): T | typeof ERASED {
  return isErasedAddress(value) ? ERASED : value;
}

export type ErasureSource = 'admin' | 'self-service' | 'operator';
export type ErasureState = 'pending' | 'completed' | 'failed';

/** Where an erasure found the person and what it did there. */
export interface ErasureResult {
  /** Events of the log whose personal fields were erased. */
  events: number;
  /** Streams named by the address, renamed. */
  streams: number;
  /** Read-model tables whose rows it rewrote (those the person reached), by name; a retry that found the log already erased lists none. */
  readModels: string[];
  /** Queued, failed or kept jobs that named the person, removed. */
  jobs: number;
  /** Other Redis entries (queue event streams) that named the person, removed. */
  redisEntries: number;
}

/** POST /api/admin/erasures */
export interface ErasureRequest {
  email: string;
}

/** 202 to POST /api/admin/erasures */
export interface ErasureQueuedResponse {
  id: string;
}

/** GET /api/admin/erasures/:id, and each row of GET /api/admin/erasures */
export interface ErasureStatus {
  id: string;
  state: ErasureState;
  source: ErasureSource;
  /** ISO 8601 */
  requestedAt: string;
  /** ISO 8601; null while pending. */
  finishedAt: string | null;
  /** What was erased where (completed only). */
  result: ErasureResult | null;
  /** Why it failed (failed only). */
  failure: string | null;
}

export interface ErasureListResponse {
  erasures: ErasureStatus[];
}

export type PrivacyRequestKind = 'export' | 'erase';

/** POST /api/privacy-requests: a person asks for their data or its deletion; a link mailed to them confirms it. */
export interface PrivacyRequest {
  email: string;
  kind: PrivacyRequestKind;
}

/** POST /api/privacy-requests/confirm: the token of the mailed link. */
export interface PrivacyConfirmation {
  token: string;
}

/** 202 to both privacy-request calls: the same whether or not we hold anything about the address. */
export interface PrivacyRequestAccepted {
  kind: PrivacyRequestKind;
  message: string;
}

/** GET /api/privacy/policy: the figures the privacy policy states, as configured. */
export interface PrivacyPolicyFigures {
  rawMetadataRetentionDays: number;
  /** The policy's outer limit for carrying out a deletion. */
  erasureDays: number;
}

/** How long a privacy request's confirmation link works. */
export const PRIVACY_LINK_HOURS = 24;

/** The policy's promise: a deletion is carried out within this many days of the request. */
export const ERASURE_DEADLINE_DAYS = 30;

/** The privacy queue's jobs. Each names an address, so none is kept once done (see jobDefaults.privacy). */
export type PrivacyJobData =
  /** Mail the confirmation link of a self-service request. */
  | { kind: 'confirm-request'; email: string; request: PrivacyRequestKind; link: string }
  /** Erase a person; `notify` mails them when done (self-service). */
  | { kind: 'erase'; erasureId: string; email: string; notify: boolean }
  /** Mail a person the export of everything held about them (confirmed self-service). */
  | { kind: 'export'; email: string };

/** One event of an access export: what happened, when, and the person's own fields (others' are withheld). */
export interface ExportedEvent {
  eventId: string;
  type: string;
  /** ISO 8601 */
  recordedAt: string;
  occurredAt: string | null;
  data: unknown;
  metadata: {
    sessionId: string | null;
    ipHash: string | null;
    userAgent: string | null;
    utm: unknown;
    referrerHost: string | null;
  };
}

/** GET /api/admin/contacts/:id/export, the mailed export and `npm run privacy -- export`. */
export interface PersonExport {
  /** ISO 8601 */
  generatedAt: string;
  email: string | null;
  sessionIds: string[];
  events: ExportedEvent[];
  /** What another person's fields read in an export. */
  withheld: typeof WITHHELD;
}

export const WITHHELD = '[another person]';
