import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** How `npm run serve:api` starts the API: the settings its script sets before `node`, and node's options. */
export interface ProductionCommand {
  env: NodeJS.ProcessEnv;
  nodeArgs: string[];
}

/**
 * The production start command of the API (`npm run serve:api`), so a bench
 * runs the API exactly as production does: the `NAME=value` settings before
 * `node` go into its environment, the rest before the script are node's.
 */
export function productionApi(): ProductionCommand {
  const pkg = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = pkg.scripts['serve:api'].split(/\s+/);
  const env: NodeJS.ProcessEnv = {};
  let setting: RegExpExecArray | null;
  while ((setting = /^([A-Z_]+)=(\S*)$/.exec(words[0]))) {
    env[setting[1]] = setting[2];
    words.shift();
  }
  if (words[0] !== 'node' || !words.at(-1)?.endsWith('api/dist/main.js')) throw new Error(`unexpected serve:api script: ${pkg.scripts['serve:api']}`);
  return { env, nodeArgs: words.slice(1, -1) };
}

/**
 * The secrets production requires (API and worker), made fresh for one bench
 * run. Stripe's are well-formed test-mode stand-ins: production refuses to
 * start without keys, and no bench call reaches Stripe.
 */
export function productionSecrets(): NodeJS.ProcessEnv {
  const secret = () => randomBytes(24).toString('hex');
  return {
    NODE_ENV: 'production',
    IP_HASH_SECRET: secret(),
    PRIVACY_SECRET: secret(),
    ADMIN_PASSWORD: secret(),
    PROPOSAL_PASSWORD: secret(),
    METRICS_TOKEN: secret(),
    SHARE_LINK_SECRET: secret(),
    STRIPE_SECRET_KEY: `sk_test_bench${secret()}`,
    STRIPE_PUBLISHABLE_KEY: `pk_test_bench${secret()}`,
    STRIPE_WEBHOOK_SECRET: `whsec_bench${secret()}`,
  };
}

/** The bench's environment for a child process, minus LOG_LEVEL: children log as in production (a quiet level would flatter them). */
export function productionEnv(databaseUrl: string, redisUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, NODE_ENV: 'production' };
  delete env.LOG_LEVEL;
  return env;
}
