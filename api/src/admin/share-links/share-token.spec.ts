import { readShareToken, signShareToken } from './share-token';

const SECRET = 'a-share-link-signing-key-of-32-chars';
const claims = { linkId: '0b7e2f4c-1a2b-4c3d-8e9f-0123456789ab', expiresAt: new Date('2026-12-01T10:00:00.000Z') };

describe('share tokens', () => {
  it('give back the link and expiry they were signed with', () => {
    expect(readShareToken(SECRET, signShareToken(SECRET, claims))).toEqual(claims);
  });

  it('refuse a token signed with another key, or changed in any part', () => {
    const token = signShareToken(SECRET, claims);
    expect(readShareToken('another-key-of-at-least-32-characters', token)).toBeNull();
    const [id, expiry, sig] = token.split('.');
    const later = (parseInt(expiry, 36) + 86_400_000).toString(36);
    expect(readShareToken(SECRET, [id, later, sig].join('.'))).toBeNull();
    expect(readShareToken(SECRET, [id.replace(/^0/, '1'), expiry, sig].join('.'))).toBeNull();
    expect(readShareToken(SECRET, [id, expiry, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`].join('.'))).toBeNull();
    expect(readShareToken(SECRET, `${token}x`)).toBeNull();
    expect(readShareToken(SECRET, '')).toBeNull();
  });
});
