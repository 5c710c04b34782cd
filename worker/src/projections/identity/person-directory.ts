import { v5 as uuidv5 } from 'uuid';
import type { Referral } from './referral';

/** Unchanged since contacts were first derived: a rebuild gives every person (and contact) the id it had. */
const PERSON_ID_NAMESPACE = '6b7c1f52-3a0e-4f0b-9a51-2f0c6c1d8e44';

/** The id of a person first seen naming `email` (normalized) outside any anonymous session's. */
export const personIdOfAddress = (email: string): string => uuidv5(`email:${email}`, PERSON_ID_NAMESPACE);

/** Where an event stands in the log; readers apply events in this order. */
export interface LogPosition {
  transactionId: string;
  globalPosition: string;
}

/** Before every event: where a session's first part begins. */
export const SESSION_START: LogPosition = { transactionId: '0', globalPosition: '0' };

/**
 * A stretch of a session that is one person's: from the event at `from`
 * (the session's start, for its first part) until the event that began the
 * next part (`until`; null while the session is still theirs).
 */
export interface SessionPart {
  sessionId: string;
  personId: string;
  from: LogPosition;
  until: LogPosition | null;
}

/** An anonymous person folded into an identified one: `from` is no one any more. */
export interface Merge {
  from: string;
  to: string;
}

/** What identity decided about one act: whose it is, and what the act changed about who they are. */
export interface Actor {
  personId: string;
  /** The person's address; null while they are anonymous. */
  email: string | null;
  /** First seen with this act (a session never seen, an address never seen). */
  isNew: boolean;
  /** The anonymous person this act merged into this one, whose session (and its history) is this one's now. */
  absorbed: string | null;
  /** The session this act gave the person (it may have been theirs before, earlier in the log). */
  joined: string | null;
  /** The referral that names the person, when this act gave them their address. */
  referral: Referral | null;
}

/** What the batch knew before its first event: read from identity's tables. */
export interface KnownIdentities {
  /** Address → person, for the batch's addresses and the owners of its sessions. */
  addresses?: Iterable<[string, string]>;
  /** The open (latest) part of each of the batch's sessions. */
  openParts?: SessionPart[];
  /** The first referral of each of the batch's addresses. */
  referrals?: Iterable<[string, Referral]>;
}

/**
 * Who is the same person, for one batch of the log in order (README "Who").
 * A session is its first claimant's from its start (what it did anonymously
 * is theirs), and each later claim by someone else begins a part of the
 * session that is the claimant's: two people on one browser each keep their
 * own acts, and neither absorbs the other. A session's owner changes only at
 * claims, which are read in log order, so event times never matter here.
 * Ids come from the first key a person was known by, so a rebuild from the
 * log gives everyone the same id again.
 */
export class PersonDirectory {
  /** Every person the batch knows, with their address (null: anonymous). */
  private readonly emailOf = new Map<string, string | null>();
  private readonly byEmail = new Map<string, string>();
  /** Each session's parts the batch knows, in log order: the one open when it was loaded, then those it began. */
  private readonly parts = new Map<string, SessionPart[]>();
  private readonly changedSessions = new Set<string>();
  private readonly referrals: Map<string, Referral>;
  private readonly newAddresses: [string, string][] = [];
  private readonly newReferrals: [string, Referral][] = [];
  /** Anonymous persons folded into identified ones, in the order it happened. */
  readonly merges: Merge[] = [];

  constructor(known: KnownIdentities = {}) {
    for (const [email, personId] of known.addresses ?? []) this.remember(personId, email);
    for (const part of known.openParts ?? []) {
      this.parts.set(part.sessionId, [{ ...part }]);
      // An owner no address names has none: an anonymous visitor.
      if (!this.emailOf.has(part.personId)) this.emailOf.set(part.personId, null);
    }
    this.referrals = new Map(known.referrals);
  }

  /** Every person the batch knows now (merged ones are no one). */
  persons(): string[] {
    return [...this.emailOf.keys()];
  }

  /** The person whose a session's acts are now. */
  ownerOf(sessionId: string): string | undefined {
    return this.parts.get(sessionId)?.at(-1)?.personId;
  }

  /** An act in a session that names no one: the session's owner's; an anonymous visitor's, new, on first sight. */
  visitor(sessionId: string): Actor {
    const known = this.ownerOf(sessionId);
    if (known) return this.actor(known);
    const personId = uuidv5(`session:${sessionId}`, PERSON_ID_NAMESPACE);
    this.emailOf.set(personId, null);
    this.begin(sessionId, personId, SESSION_START);
    return { ...this.actor(personId), isNew: true, joined: sessionId };
  }

  /**
   * An act naming `email`, claiming `sessionId` (null: it claims none) at
   * `position`. An anonymous owner of the session whose address is new simply
   * gets it; one whose address is already a person's is merged into them,
   * session and history. A session that was another identified person's is
   * this one's from `position` on; its earlier acts stay the other's.
   */
  identify(email: string, sessionId: string | null, position: LogPosition): Actor {
    const current = sessionId ? this.ownerOf(sessionId) : undefined;
    const anonymous = current !== undefined && this.emailOf.get(current) === null ? current : undefined;
    if (anonymous && !this.byEmail.has(email)) {
      this.address(anonymous, email);
      return { ...this.actor(anonymous), referral: this.referrals.get(email) ?? null };
    }
    const known = this.byEmail.get(email);
    const personId = known ?? personIdOfAddress(email);
    const actor: Actor = known ? this.actor(personId) : { ...this.address(personId, email), isNew: true, referral: this.referrals.get(email) ?? null };
    if (anonymous) {
      this.merge(anonymous, personId, sessionId as string);
      return { ...actor, absorbed: anonymous };
    }
    if (sessionId && current !== personId) {
      this.begin(sessionId, personId, current ? position : SESSION_START);
      return { ...actor, joined: sessionId };
    }
    return actor;
  }

  /**
   * A person was named in someone's referral: the first referral of an
   * address is theirs, kept for when they act. Returns who they are, when
   * they are someone already, with that first referral.
   */
  referred(email: string, referral: Referral): { personId: string; referral: Referral } | null {
    if (!this.referrals.has(email)) {
      this.referrals.set(email, referral);
      this.newReferrals.push([email, referral]);
    }
    const personId = this.byEmail.get(email);
    return personId ? { personId, referral: this.referrals.get(email) as Referral } : null;
  }

  /** Every part of the sessions the batch changed, to be written. */
  changedParts(): SessionPart[] {
    return [...this.changedSessions].flatMap((sessionId) => this.parts.get(sessionId) ?? []);
  }

  /** Addresses the batch gave to persons, and referrals it kept: new rows, to be written. */
  added(): { addresses: [string, string][]; referrals: [string, Referral][] } {
    return { addresses: [...this.newAddresses], referrals: [...this.newReferrals] };
  }

  private actor(personId: string): Actor {
    return { personId, email: this.emailOf.get(personId) ?? null, isNew: false, absorbed: null, joined: null, referral: null };
  }

  private remember(personId: string, email: string | null): void {
    this.emailOf.set(personId, email);
    if (email) this.byEmail.set(email, personId);
  }

  private address(personId: string, email: string): Actor {
    this.remember(personId, email);
    this.newAddresses.push([email, personId]);
    return this.actor(personId);
  }

  /** An anonymous person is one session never claimed: its parts (the one open) are the other person's now. */
  private merge(from: string, to: string, sessionId: string): void {
    for (const part of this.parts.get(sessionId) ?? []) if (part.personId === from) part.personId = to;
    this.changedSessions.add(sessionId);
    this.emailOf.delete(from);
    this.merges.push({ from, to });
  }

  /** The session is the person's from `from` on: the part open until then ends there. */
  private begin(sessionId: string, personId: string, from: LogPosition): void {
    const parts = this.parts.get(sessionId) ?? [];
    const open = parts.at(-1);
    if (open) open.until = from;
    parts.push({ sessionId, personId, from, until: null });
    this.parts.set(sessionId, parts);
    this.changedSessions.add(sessionId);
  }
}
