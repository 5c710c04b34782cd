import type { Logger } from '@nestjs/common';
import { toResponse } from './error-response.filter';

const logger = () => ({ warn: jest.fn(), error: jest.fn() });

describe('toResponse', () => {
  it('takes a body cut off (ECONNRESET, marked 400 by Fastify) for the client’s doing, not a database outage', () => {
    const log = logger();
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
    expect(toResponse(aborted, log as unknown as Logger)).toMatchObject({ statusCode: 400 });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('still answers a lost database connection 503', () => {
    const log = logger();
    const lost = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(toResponse(lost, log as unknown as Logger)).toMatchObject({ statusCode: 503, error: expect.stringContaining('database') });
  });
});
