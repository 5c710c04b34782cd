import { INCORRECT_PASSWORD, unlockFailure } from './unlock-failure';

describe('unlockFailure', () => {
  it('reads a 401 as a wrong password and clears the field', () => {
    expect(unlockFailure({ status: 401, data: { success: false, error: 'anything' } })).toEqual({ message: INCORRECT_PASSWORD, clearField: true });
  });

  it("passes the attempt limit's own sentence on", () => {
    expect(unlockFailure({ status: 429, data: { success: false, error: 'Too many requests: try again in 15 minutes' } })).toEqual({
      message: 'Too many requests: try again in 15 minutes',
      clearField: false,
    });
  });

  it.each([
    ['a server error', { status: 500, data: { success: false, error: 'Internal server error' } }],
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a 429 without a sentence', { status: 429, data: '' }],
    ['something that is not an error object', undefined],
  ])('asks to try again after %s, keeping the field', (_label, error) => {
    expect(unlockFailure(error)).toEqual({ message: "We couldn't check the password just now. Please try again.", clearField: false });
  });
});
