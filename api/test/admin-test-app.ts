import { randomBytes } from 'node:crypto';
import { dropQueueKeys } from '../../worker/test/redis-keys';
import { startTestApp, type TestApp, type TestServers } from './test-app';

const PASSWORD = 'correct-horse-battery';

export interface AdminTestApp extends TestApp {
  /** The signed-in admin's session cookie, as `name=value`. */
  cookie: string;
  /** GETs `path` as the admin, expecting 200, and answers the body. */
  get<T>(path: string): Promise<T>;
}

/**
 * The real API with an admin signed in. Its Redis keys (sessions, login
 * attempts) live under a prefix of its own, removed when it closes.
 */
export async function startAdminTestApp(label: string, env: NodeJS.ProcessEnv = {}, servers?: TestServers): Promise<AdminTestApp> {
  const prefix = `test-${label}-${randomBytes(4).toString('hex')}`;
  const app = await startTestApp(label, { ADMIN_PASSWORD: PASSWORD, REDIS_KEY_PREFIX: prefix, ...env }, servers);
  const close = async () => {
    await dropQueueKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix);
    await app.close();
  };
  let cookie: string;
  try {
    const res = await app.http().post('/api/admin/login').send({ password: PASSWORD }).expect(204);
    cookie = (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  } catch (error) {
    // Nothing of a start that fails stays behind (startTestApp's own failures clean up the same way).
    await close();
    throw error;
  }
  return {
    ...app,
    cookie,
    async get<T>(path: string): Promise<T> {
      const answer = await app.http().get(path).set('cookie', cookie);
      expect(answer.status).toBe(200);
      return answer.body as T;
    },
    close,
  };
}
