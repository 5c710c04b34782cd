import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { ROOT } from './bench-paths';

/** How a package script starts one of the product's processes: the settings it sets before `node`, and node's options. */
export interface ProductionCommand {
  env: NodeJS.ProcessEnv;
  nodeArgs: string[];
}

/** A script's `NAME=value` settings before its first word, and its words after them. */
function commandOf(script: string): { env: NodeJS.ProcessEnv; words: string[] } {
  const words = script.split(/\s+/);
  const env: NodeJS.ProcessEnv = {};
  let setting: RegExpExecArray | null;
  while ((setting = /^([A-Z_]+)=(\S*)$/.exec(words[0]))) {
    env[setting[1]] = setting[2];
    words.shift();
  }
  return { env, words };
}

/**
 * How the package's own script that runs `scriptPath` with node runs it
 * (`serve:api` for the API, `serve:worker` for the worker, `projections` for
 * the replay CLI), so a bench runs each process exactly as `npm start` or an
 * operator does: the `NAME=value` settings before `node` go into its
 * environment, the words between `node` and the file are node's options.
 * Nothing for a file no script runs.
 */
export function productionCommandOf(scriptPath: string): ProductionCommand | null {
  const file = relative(ROOT, scriptPath);
  const { scripts } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  for (const script of Object.values(scripts)) {
    const { env, words } = commandOf(script);
    const at = words.indexOf(file);
    if (words[0] === 'node' && at > 0) return { env, nodeArgs: words.slice(1, at) };
  }
  return null;
}

/** The API's production start command (`npm run serve:api`). */
export function productionApi(): ProductionCommand {
  const command = productionCommandOf(resolve(ROOT, 'api/dist/main.js'));
  if (!command) throw new Error('no package script runs api/dist/main.js with node');
  return command;
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
