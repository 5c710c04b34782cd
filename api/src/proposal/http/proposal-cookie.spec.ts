import { PROPOSAL_COOKIE, proposalSetCookie, readProposalCookie } from './proposal-cookie';

describe('the proposal cookie', () => {
  const expiresAt = new Date(Date.UTC(2026, 10, 21, 21, 0, 0));

  it('is httpOnly, same-site only, scoped to the proposal API and expires with the session', () => {
    expect(proposalSetCookie('123.abc', expiresAt, false)).toBe(
      `${PROPOSAL_COOKIE}=123.abc; Path=/api/proposal; Expires=Sat, 21 Nov 2026 21:00:00 GMT; Max-Age=43200; HttpOnly; SameSite=Strict`,
    );
  });

  it('is marked Secure when served over HTTPS', () => {
    expect(proposalSetCookie('123.abc', expiresAt, true)).toMatch(/; Secure$/);
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['theme=dark', undefined],
    [`${PROPOSAL_COOKIE}=123.abc`, '123.abc'],
    [`theme=dark; ${PROPOSAL_COOKIE}=123.abc; other=1`, '123.abc'],
    [`x${PROPOSAL_COOKIE}=123.abc`, undefined],
  ])('reads %p as %p', (header, token) => {
    expect(readProposalCookie(header)).toBe(token);
  });
});
