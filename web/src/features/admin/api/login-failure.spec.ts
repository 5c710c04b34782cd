import { loginFailure } from './login-failure';

describe('loginFailure', () => {
  it('reads a 401 as a wrong password and clears the field', () => {
    expect(loginFailure({ status: 401, data: { error: 'anything' } })).toEqual({ message: 'Invalid password. Please try again.', clearField: true });
  });

  it("passes the attempt limit's sentence on and keeps the field", () => {
    expect(loginFailure({ status: 429, data: { error: 'Too many attempts: try again in 15 minutes' } })).toEqual({
      message: 'Too many attempts: try again in 15 minutes',
      clearField: false,
    });
  });

  it('asks to try again after a server or network failure', () => {
    expect(loginFailure({ status: 'FETCH_ERROR', error: 'TypeError' }).clearField).toBe(false);
    expect(loginFailure({ status: 500, data: {} }).message).toBe("We couldn't check the password just now. Please try again.");
  });
});
