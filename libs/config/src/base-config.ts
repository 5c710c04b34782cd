import 'reflect-metadata';
import { DEFAULT_REPORT_TIME_ZONE } from '@pitchlens/contracts';
import { Transform } from 'class-transformer';
import { ArrayNotEmpty, IsEmail, IsIn, IsString, Matches, MinLength, ValidateIf } from 'class-validator';
import { IsPort, IsWholeNumber } from './numeric-settings';
import { IsQueuePrefix } from './queue-prefix-setting';
import { IsTimeZone } from './time-zone-setting';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What a worker process may run (WORKER_ROLES). */
export const WORKER_ROLES = ['all', 'projections', 'reactors', 'privacy'] as const;
export type WorkerRole = (typeof WORKER_ROLES)[number];

/** Settings every Pitchlens process reads. Defaults suit a developer machine. */
export class BaseConfig {
  @IsIn(['development', 'test', 'production'], { message: 'must be development, test or production' })
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @Matches(/^postgres(ql)?:\/\/.+\/[^/?]+/, { message: 'must be a postgres:// URL that names a database' })
  DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/pitchlens';

  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  /**
   * A Redis Cluster's nodes (some or all; the rest are found), `host:port`
   * separated by commas. Set, every connection goes to the cluster instead of
   * REDIS_URL's server, whose user, password and scheme still apply.
   */
  @ValidateIf((config: BaseConfig) => config.REDIS_CLUSTER_NODES !== undefined)
  @Matches(/^[^\s,:]+:\d{1,5}(,[^\s,:]+:\d{1,5})*$/, { message: 'must be host:port pairs separated by commas' })
  REDIS_CLUSTER_NODES?: string;

  @IsIn(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  /**
   * Stripe's secret key (API and worker). Required in production; unset in
   * development and test, the API runs the Stripe emulator on
   * STRIPE_EMULATOR_PORT and both processes talk to it.
   */
  @ValidateIf((config: BaseConfig) => config.NODE_ENV === 'production' || config.STRIPE_SECRET_KEY !== undefined)
  @Matches(/^(sk|rk)_(test|live)_\w+$/, { message: 'must be a Stripe secret key, sk_live_… or sk_test_… (required in production)' })
  STRIPE_SECRET_KEY?: string;

  /** Where the API starts the Stripe emulator when no STRIPE_SECRET_KEY is set (0: any free port). */
  @IsPort()
  STRIPE_EMULATOR_PORT: number = 12111;

  /**
   * The site's public address: the worker's links in emails, and an origin
   * the API takes writes from besides its own host (a proxy may rename it).
   */
  @Matches(/^https?:\/\/[^/]+$/, { message: 'must be an http(s) origin without a trailing slash' })
  SITE_URL: string = 'http://localhost:3000';

  /**
   * Bearer token a Prometheus scrape must send for /api/metrics and the
   * worker's /metrics. Required in production (the figures describe the
   * business); unset in development and test, the metrics are open.
   */
  @ValidateIf((config: BaseConfig) => config.NODE_ENV === 'production' || config.METRICS_TOKEN !== undefined)
  @IsString()
  @MinLength(16, { message: 'must be at least 16 characters (required in production)' })
  METRICS_TOKEN?: string;

  /**
   * Prefix of every Redis key the worker's queues use; the API's operations
   * view reads and adds jobs under it. On a cluster it must hold a hash tag
   * (`{pitchlens}`): a queue's commands touch several of its keys at once,
   * which a cluster takes only when they share a slot.
   */
  @IsQueuePrefix()
  QUEUE_PREFIX: string = 'pitchlens';

  /**
   * Key for what stands in for a person's address where one must be found
   * again without being kept (erasure records, privacy-request links). Required
   * in production; development and test use a documented fixed key.
   */
  @ValidateIf((config: BaseConfig) => config.NODE_ENV === 'production' || config.PRIVACY_SECRET !== undefined)
  @IsString()
  @MinLength(16, { message: 'must be at least 16 characters (required in production)' })
  PRIVACY_SECRET?: string;

  /** Days an event keeps its user agent and hashed IP (the privacy policy states this figure). */
  @IsWholeNumber(1)
  RAW_METADATA_RETENTION_DAYS: number = 90;

  /**
   * The IANA time zone report days follow until an admin picks another in
   * Operations (README "What the numbers mean" → When).
   */
  @IsTimeZone()
  REPORT_TIMEZONE: string = DEFAULT_REPORT_TIME_ZONE;
}

/** Settings of the API process. */
export class ApiConfig extends BaseConfig {
  @IsPort()
  PORT: number = 3000;

  @IsString()
  HOST: string = '0.0.0.0';

  /** Key for hashing client addresses; without it in production a visitor could be re-identified from a leaked log. */
  @ValidateIf((config: ApiConfig) => config.NODE_ENV === 'production' || config.IP_HASH_SECRET !== undefined)
  @IsString()
  @MinLength(16, { message: 'must be at least 16 characters (required in production)' })
  IP_HASH_SECRET?: string;

  /**
   * The shared password of the generic enterprise proposal (/proposal), checked
   * by the API. Unset outside production, the documented development password
   * `pitchlens-proposal` applies; production refuses to start without one.
   */
  @ValidateIf((config: ApiConfig) => config.NODE_ENV === 'production' || config.PROPOSAL_PASSWORD !== undefined)
  @IsString()
  @MinLength(8, { message: 'must be at least 8 characters (required in production)' })
  PROPOSAL_PASSWORD?: string;

  /**
   * Key that signs the dashboard's read-only share links. Required in
   * production; development and test use the documented fixed key
   * `pitchlens-development-share-links`. Changing it ends every link.
   */
  @ValidateIf((config: ApiConfig) => config.NODE_ENV === 'production' || config.SHARE_LINK_SECRET !== undefined)
  @IsString()
  @MinLength(32, { message: 'must be at least 32 characters (required in production)' })
  SHARE_LINK_SECRET?: string;

  /** Requests per minute one client address may make to the public write endpoints. */
  @IsWholeNumber(1)
  RATE_LIMIT_PER_MINUTE: number = 600;

  /**
   * Seconds a client has to send a whole request, headers and body; then it
   * is answered 408 and its connection closed, so bodies that stall or trickle
   * cannot hold connections until the process runs out of them. The largest
   * body the API takes (16 KB) needs about 7 s on a 2G uplink of 20 kbit/s;
   * 20 leaves room for a slow handshake and lost packets sent again.
   */
  @IsWholeNumber(1)
  REQUEST_TIMEOUT_SECONDS: number = 20;

  /** The built site to serve (`web/dist`); unset, the place `npm run build` writes it. */
  @ValidateIf((config: ApiConfig) => config.SITE_DIR !== undefined)
  @IsString()
  SITE_DIR?: string;

  /** Set when a load balancer in front sets X-Forwarded-For. */
  // Read the raw text: implicit conversion would turn any non-empty string into true.
  @Transform(({ obj, key }) => {
    const raw: unknown = (obj as Record<string, unknown>)[key];
    return raw === 'true' || raw === true ? true : raw === 'false' || raw === false ? false : raw;
  })
  @IsIn([true, false], { message: 'must be true or false' })
  TRUST_PROXY: boolean = false;

  /** Stripe's publishable key, handed to the checkout pages. Required with a secret key and in production. */
  @ValidateIf((config: ApiConfig) => config.NODE_ENV === 'production' || config.STRIPE_SECRET_KEY !== undefined || config.STRIPE_PUBLISHABLE_KEY !== undefined)
  @Matches(/^pk_(test|live)_\w+$/, { message: 'must be a Stripe publishable key, pk_live_… or pk_test_… (required in production)' })
  STRIPE_PUBLISHABLE_KEY?: string;

  /** Signing secret of the /api/stripe/webhook endpoint. Required with a secret key and in production. */
  @ValidateIf((config: ApiConfig) => config.NODE_ENV === 'production' || config.STRIPE_SECRET_KEY !== undefined || config.STRIPE_WEBHOOK_SECRET !== undefined)
  @Matches(/^whsec_\w+$/, { message: 'must be a Stripe webhook signing secret, whsec_… (required in production)' })
  STRIPE_WEBHOOK_SECRET?: string;

  /**
   * The admin dashboard's password. Production refuses to start without one;
   * unset in development and test, the API makes a random one at start and
   * logs it once.
   */
  @ValidateIf((config: ApiConfig) => config.NODE_ENV === 'production' || config.ADMIN_PASSWORD !== undefined)
  @IsString()
  @MinLength(12, { message: 'must be at least 12 characters (required in production)' })
  ADMIN_PASSWORD?: string;

  /** Prefix of every Redis key the API writes (admin sessions, login limits). */
  @Matches(/^[A-Za-z0-9_:-]+$/, { message: 'must be letters, digits, "_", ":" or "-"' })
  REDIS_KEY_PREFIX: string = 'pitchlens';

  /**
   * API processes sharing the port (node:cluster); 0 means one per core;
   * unset, one. More than one needs settings every process agrees on: a set
   * ADMIN_PASSWORD (not a random one per process) and real Stripe keys (the
   * emulator runs inside the API).
   */
  @ValidateIf((config: ApiConfig) => config.API_WORKERS !== undefined)
  @IsWholeNumber(0, 64)
  API_WORKERS?: number;

  /**
   * Threads each API process runs the conversion funnel's pass on, its main
   * thread taking no part (README "How the conversion funnel is computed");
   * unset, one a core, at most four; 0, the main thread alone.
   */
  @ValidateIf((config: ApiConfig) => config.CONVERSION_THREADS !== undefined)
  @IsWholeNumber(0, 16)
  CONVERSION_THREADS?: number;

  /**
   * A streaming replica of DATABASE_URL's server that answers the admin
   * reports and the contact list while it keeps up (README "Read replica");
   * unset, the primary answers them.
   */
  @ValidateIf((config: ApiConfig) => config.DATABASE_READ_URL !== undefined)
  @Matches(/^postgres(ql)?:\/\/.+\/[^/?]+/, { message: 'must be a postgres:// URL that names a database' })
  DATABASE_READ_URL?: string;

  /** How far (ms) the replica's replay may be behind the primary for a report to be read from it. */
  @IsWholeNumber(0)
  DATABASE_READ_MAX_LAG_MS: number = 5000;

}

/** Settings of the worker process. */
export class WorkerConfig extends BaseConfig {
  /** Where emails go out, over pooled connections unless it says `pool=false`. Unset outside production: a local mail catcher is started instead. */
  @ValidateIf((config: WorkerConfig) => config.NODE_ENV === 'production' || config.SMTP_URL !== undefined)
  @Matches(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL (required in production)' })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM: string = 'Pitchlens <hello@pitchlens.com>';

  /** Receives a notification of every referral submission. */
  @IsString()
  OPS_EMAIL: string = 'ops@pitchlens.com';

  /** Receives the weekly digest and the alerts (README "The worker"); unset, neither is sent. */
  @ValidateIf((config: WorkerConfig) => config.ADMIN_EMAIL !== undefined)
  @IsEmail({}, { message: 'must be an email address' })
  ADMIN_EMAIL?: string;

  @IsWholeNumber(1)
  EMAIL_ATTEMPTS: number = 8;

  /** First retry delay; each further attempt waits twice as long. */
  @IsWholeNumber(1)
  EMAIL_BACKOFF_MS: number = 5000;

  /**
   * How long an email job may go without its worker checking in before
   * another worker takes it over (a worker that died holds it that long).
   */
  @IsWholeNumber(100)
  EMAIL_JOB_LOCK_MS: number = 30_000;

  /**
   * The most Postgres connections the worker's main pool opens (its
   * consumers, jobs and checks share it). Every API and worker process
   * together must stay under the server's max_connections. At least 8: each
   * of the seven consumers holds one while it applies a batch, and with
   * fewer they queue for connections and the worker slows several times over.
   */
  @IsWholeNumber(8)
  WORKER_DATABASE_POOL_MAX: number = 12;

  /** How often projectors look for new events when no notification arrives. */
  @IsWholeNumber(10)
  POLL_INTERVAL_MS: number = 1000;

  @IsWholeNumber(1)
  PROJECTION_BATCH_SIZE: number = 5000;

  /**
   * The least time between two batches of a caught-up consumer: under load
   * the appends of that time share one transaction per consumer instead of
   * each commit waking all seven. It bounds the delay it adds.
   */
  @IsWholeNumber(0, 1000)
  PROJECTION_SPACING_MS: number = 100;

  /**
   * What this worker process runs, comma-separated: `projections` (the
   * projectors, their rebuilds and operators' replays), `reactors` (the
   * email and payments reactors, sending email, the digest and alerts),
   * `privacy` (privacy requests and the raw metadata's retention), or `all`.
   * Processes with the same roles split their consumers between them.
   */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? [...new Set(value.split(',').map((role) => role.trim()))] : value))
  @IsIn(WORKER_ROLES, { each: true, message: `must be a comma-separated list of ${WORKER_ROLES.join(', ')}` })
  @ArrayNotEmpty({ message: 'must name at least one role' })
  WORKER_ROLES: WorkerRole[] = ['all'];

  @IsPort()
  MAIL_CATCHER_SMTP_PORT: number = 1025;

  @IsPort()
  MAIL_CATCHER_WEB_PORT: number = 1080;

  /** The worker's own HTTP port: /health/live, /health/ready and /metrics (0: any free port). */
  @IsPort()
  WORKER_HTTP_PORT: number = 3001;

  @IsString()
  WORKER_HTTP_HOST: string = '0.0.0.0';
}
