import { submissionOutcome } from './submission-outcome';

describe('submissionOutcome', () => {
  it('is submitted when the server answers success: true', () => {
    expect(submissionOutcome({ data: { success: true, eventIds: ['e1'], duplicate: false } })).toEqual({ kind: 'submitted' });
  });

  it("reads a 400's sentence and field errors", () => {
    const fields = [{ field: 'referral1Email', message: 'Referral 1: marco@gmail.com is a personal mailbox; please use their work email.' }];
    const outcome = submissionOutcome({
      error: { status: 400, data: { success: false, statusCode: 400, error: fields[0]!.message, fields } },
    });
    expect(outcome).toEqual({ kind: 'refused', message: fields[0]!.message, fields });
  });

  it('reads a 409 "already referred" answer', () => {
    const error = "Referral 2: jo@acme.com has already been referred, so they can't be referred again.";
    expect(submissionOutcome({ error: { status: 409, data: { success: false, error } } })).toMatchObject({ kind: 'refused', message: error });
  });

  it('reads success: false in a 2xx answer too', () => {
    expect(submissionOutcome({ data: { success: false, error: 'Closed for today.' } })).toEqual({
      kind: 'refused',
      message: 'Closed for today.',
      fields: [],
    });
  });

  it('drops malformed field entries', () => {
    const outcome = submissionOutcome({
      error: { status: 400, data: { success: false, error: 'Bad.', fields: [{ field: 'name', message: 'Please enter your name.' }, { field: 3 }, null] } },
    });
    expect(outcome).toMatchObject({ fields: [{ field: 'name', message: 'Please enter your name.' }] });
  });

  it('falls back to "<status>: <body>" when a refusal has no sentence', () => {
    expect(submissionOutcome({ error: { status: 500, data: { success: false } } })).toEqual({
      kind: 'refused',
      message: '500: {"success":false}',
      fields: [],
    });
  });

  it('reads an answer in another JSON shape as "<status>: <body>"', () => {
    expect(submissionOutcome({ error: { status: 503, data: { message: 'maintenance' } } })).toMatchObject({
      kind: 'refused',
      message: '503: {"message":"maintenance"}',
    });
  });

  it.each([
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a timeout', { status: 'TIMEOUT_ERROR', error: 'AbortError' }],
    ['a body that is not JSON', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError' }],
    ['an exception inside the client', { name: 'TypeError', message: 'Request is not defined' }],
  ])('is unreachable after %s', (_label, error) => {
    expect(submissionOutcome({ error })).toEqual({ kind: 'unreachable' });
  });

  it('is unreachable when a 2xx answer is not the expected shape', () => {
    expect(submissionOutcome({ data: null })).toEqual({ kind: 'unreachable' });
    expect(submissionOutcome({ data: 'ok' })).toEqual({ kind: 'unreachable' });
  });
});
