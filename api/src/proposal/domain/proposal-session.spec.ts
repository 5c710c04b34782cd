import { PROPOSAL_SESSION_TTL_MS, isValidProposalSession, issueProposalSession, proposalSessionKey } from './proposal-session';

const key = proposalSessionKey('open-sesame-42');
const now = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('proposal sessions', () => {
  it('are valid for 12 hours from issue', () => {
    const { token, expiresAt } = issueProposalSession(key, now);
    expect(expiresAt.getTime()).toBe(now + 12 * 60 * 60 * 1000);
    expect(isValidProposalSession(key, token, now)).toBe(true);
    expect(isValidProposalSession(key, token, now + PROPOSAL_SESSION_TTL_MS - 1)).toBe(true);
    expect(isValidProposalSession(key, token, now + PROPOSAL_SESSION_TTL_MS)).toBe(false);
  });

  it('are refused when signed with another password', () => {
    const { token } = issueProposalSession(proposalSessionKey('another-password'), now);
    expect(isValidProposalSession(key, token, now)).toBe(false);
  });

  it('are refused when tampered with', () => {
    const { token } = issueProposalSession(key, now);
    const [expiry, signature] = token.split('.') as [string, string];
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(isValidProposalSession(key, `${expiry}.${flipped}`, now)).toBe(false);
    expect(isValidProposalSession(key, `${Number(expiry) + 1000}.${signature}`, now)).toBe(false);
  });

  it.each([undefined, '', 'true', '123', '123.', '.abc', `${now}.${'a'.repeat(42)}`, `x${now}.${'a'.repeat(43)}`])(
    'refuses the malformed token %p',
    (token) => {
      expect(isValidProposalSession(key, token, now)).toBe(false);
    },
  );
});
