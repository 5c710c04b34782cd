import { ERASED, erasedAddress, readEventMetadata, type PitchlensEvent } from '@pitchlens/contracts';
import fc from 'fast-check';
import { personStreams } from '../person-streams';
import { holdsAddress, replaceAddress } from './address-match';
import { eraseFields } from './erase-fields';
import type { LoggedEvent } from './person-events';

const ADDRESS = 'an@acme.example';
const PSEUDONYM = erasedAddress('0190f0c8-0000-7000-8000-000000000001');
const RAW = { sessionId: 's-phone', ipHash: 'ab12', userAgent: 'Mozilla/5.0 (iPhone)', utm: { source: 'linkedin' }, correlationId: 'r1' };

function logged(event: PitchlensEvent, streamId = 'visitor-s-phone'): LoggedEvent {
  return {
    ...event,
    globalPosition: '7',
    transactionId: '1',
    eventId: 'e1',
    streamId,
    streamPosition: 1,
    schemaVersion: 1,
    metadata: readEventMetadata(RAW),
    recordedAt: new Date('2026-11-01T10:00:00Z'),
  } as LoggedEvent;
}

describe('eraseFields', () => {
  it('erases the person’s address, names and raw metadata from their own act', () => {
    const erased = eraseFields(
      logged({ type: 'ContactIdentified', data: { email: 'An@Acme.example', sessionId: 's-phone', firstName: 'An', lastName: 'Li', source: 'track-contact' } }),
      ADDRESS,
      PSEUDONYM,
    );
    expect(erased.data).toEqual({ email: PSEUDONYM, sessionId: 's-phone', firstName: ERASED, lastName: ERASED, source: 'track-contact' });
    expect(erased.rawMetadataErased).toBe(true);
  });

  it('erases a referrer’s side and the company, and keeps the colleague they named (and the colleague’s session metadata is not theirs)', () => {
    const referral = logged({
      type: 'ReferralSubmitted',
      data: { submissionId: 'sub', row: 1, referrer: { name: 'Bo Referrer', email: 'bo@acme.example' }, referred: { name: 'An Li', email: ADDRESS, title: 'VP Sales', company: 'Acme' } },
    });
    const erased = eraseFields(referral, ADDRESS, PSEUDONYM);
    expect(erased.data).toEqual({ submissionId: 'sub', row: 1, referrer: { name: 'Bo Referrer', email: 'bo@acme.example' }, referred: { name: ERASED, email: PSEUDONYM, title: ERASED, company: ERASED } });
    expect(erased.rawMetadataErased).toBe(false);
    const asReferrer = eraseFields(referral, 'bo@acme.example', PSEUDONYM);
    expect(asReferrer.data).toMatchObject({ referrer: { name: ERASED, email: PSEUDONYM }, referred: { name: 'An Li', email: ADDRESS, title: 'VP Sales', company: ERASED } });
  });

  it('empties a step’s free text and replaces the address wherever else it stands, URL-encoded too', () => {
    const step = eraseFields(logged({ type: 'FunnelStepReached', data: { email: null, step: 'landing', stepData: { note: 'call me' } } }), ADDRESS, PSEUDONYM);
    expect(step.data).toEqual({ email: null, step: 'landing', stepData: {} });
    const view = eraseFields(logged({ type: 'PageViewed', data: { path: `/offer?e=${encodeURIComponent(ADDRESS)}`, title: null, referrer: `mailto:${ADDRESS.toUpperCase()}` } }), ADDRESS, PSEUDONYM);
    expect(JSON.stringify(view.data)).not.toMatch(/an(@|%40)acme/i);
  });

  it('replaces the team member’s address on a referral’s demo and payout, their own act, and leaves the referral id', () => {
    const referralId = '0190f0c8-0000-7000-8000-0000000000aa';
    const demo = eraseFields(logged({ type: 'ReferralDemoAttended', data: { referralId, attendedAt: '2026-11-02T10:00:00.000Z', recordedBy: 'An@Acme.example' } }), ADDRESS, PSEUDONYM);
    expect(demo.data).toEqual({ referralId, attendedAt: '2026-11-02T10:00:00.000Z', recordedBy: PSEUDONYM });
    expect(demo.rawMetadataErased).toBe(true);
    const paid = eraseFields(logged({ type: 'ReferralPayoutPaid', data: { referralId, paidBy: ADDRESS, paidAt: '2026-11-02T12:00:00.000Z' } }), ADDRESS, PSEUDONYM);
    expect(paid.data).toEqual({ referralId, paidBy: PSEUDONYM, paidAt: '2026-11-02T12:00:00.000Z' });
    const someoneElses = eraseFields(logged({ type: 'ReferralPayoutPaid', data: { referralId, paidBy: 'bo@acme.example', paidAt: '2026-11-02T12:00:00.000Z' } }), ADDRESS, PSEUDONYM);
    expect(someoneElses).toMatchObject({ data: { paidBy: 'bo@acme.example' }, rawMetadataErased: false });
  });

  it('renames the streams named by the address, and no other', () => {
    const ours = eraseFields(logged({ type: 'FileDownloaded', data: { email: ADDRESS, downloadType: 'csv' } }, personStreams.contact(ADDRESS)), ADDRESS, PSEUDONYM);
    expect(ours.streamId).toBe(personStreams.contact(PSEUDONYM));
    const referred = eraseFields(logged({ type: 'FileDownloaded', data: { email: ADDRESS, downloadType: 'csv' } }, personStreams.referredPerson(ADDRESS)), ADDRESS, PSEUDONYM);
    expect(referred.streamId).toBe(personStreams.referredPerson(PSEUDONYM));
    expect(eraseFields(logged({ type: 'FileDownloaded', data: { email: ADDRESS, downloadType: 'csv' } }), ADDRESS, PSEUDONYM).streamId).toBe('visitor-s-phone');
  });
});

describe('address matching', () => {
  const local = fc.stringMatching(/^[a-z0-9]{1,8}$/);

  it('never touches an address that merely contains the person’s', () => {
    fc.assert(
      fc.property(local, local, (before, after) => {
        for (const other of [`${before}${ADDRESS}`, `${ADDRESS.replace('@', `${after}@`)}`, `${ADDRESS}.${after}`]) {
          expect(holdsAddress(other, ADDRESS)).toBe(false);
          expect(replaceAddress(`to: ${other}`, ADDRESS, PSEUDONYM)).toBe(`to: ${other}`);
        }
      }),
    );
  });

  it('finds and replaces the address in any case, wherever it stands in a text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (head, tail, upper) => {
        const text = `${head} ${upper ? ADDRESS.toUpperCase() : ADDRESS} ${tail}`;
        expect(holdsAddress(text, ADDRESS)).toBe(true);
        expect(holdsAddress(replaceAddress(text, ADDRESS, PSEUDONYM), ADDRESS)).toBe(false);
      }),
    );
  });
});
