import { nameByReferral, type Actor, type Referral } from '../identity';
import { absorb, blankContact, type Contact } from './contact';

/**
 * The batch's contacts, one per person, kept as identity decides who is who:
 * a new person gets a contact, a person who got their address shows it (and
 * the referral that names them), a merged person's figures move to the one
 * they merged into. Decides nothing about identity itself.
 */
export class ContactBook {
  readonly contacts = new Map<string, Contact>();

  constructor(loaded: Contact[] = []) {
    for (const contact of loaded) this.contacts.set(contact.id, contact);
  }

  /** The contact of the person an act at `at` is, as identity decided it. */
  of(actor: Actor, at: Date): Contact {
    const contact = this.contacts.get(actor.personId) ?? blankContact(actor.personId, actor.email, at);
    this.contacts.set(contact.id, contact);
    if (actor.email !== null && contact.email !== actor.email) {
      contact.email = actor.email;
      contact.anonymous = false;
    }
    if (actor.referral) nameByReferral(contact, actor.referral);
    if (actor.absorbed) {
      const from = this.contacts.get(actor.absorbed);
      if (from) absorb(contact, from);
      this.contacts.delete(actor.absorbed);
    }
    if (actor.joined && !contact.sessionIds.includes(actor.joined)) contact.sessionIds.push(actor.joined);
    return contact;
  }

  /** A person already someone was referred: their contact shows the referral that names them. */
  referred(personId: string, referral: Referral): void {
    const contact = this.contacts.get(personId);
    if (contact) nameByReferral(contact, referral);
  }
}
