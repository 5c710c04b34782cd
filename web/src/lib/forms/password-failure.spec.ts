import { passwordFailure } from './password-failure';

const WRONG = 'Incorrect password. Please try again.';
const UNREACHABLE = { message: "We couldn't check the password just now. Please try again.", clearField: false };

describe('passwordFailure', () => {
  it.each([
    ['a refusal with a sentence', { status: 401, data: { success: false, error: 'anything' } }],
    ['a refusal without one', { status: 401, data: { error: 'anything' } }],
  ])('reads %s as a wrong password and clears the field', (_label, error) => {
    expect(passwordFailure(error, WRONG)).toEqual({ message: WRONG, clearField: true });
  });

  it.each([
    ['Too many requests: try again in 15 minutes', { success: false, error: 'Too many requests: try again in 15 minutes' }],
    ['Too many attempts: try again in 15 minutes', { error: 'Too many attempts: try again in 15 minutes' }],
  ])("passes the attempt limit's own sentence on and keeps the field: %s", (sentence, data) => {
    expect(passwordFailure({ status: 429, data }, WRONG)).toEqual({ message: sentence, clearField: false });
  });

  it.each([
    ['a server error', { status: 500, data: { success: false, error: 'Internal server error' } }],
    ['a server error without a body', { status: 500, data: {} }],
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a 429 without a sentence', { status: 429, data: '' }],
    ['something that is not an error object', undefined],
  ])('asks to try again after %s, keeping the field', (_label, error) => {
    expect(passwordFailure(error, WRONG)).toEqual(UNREACHABLE);
  });
});
