import { resolve } from 'node:path';

/** Where every bench finds the built product, writes its results and reaches Redis. */
export const ROOT = resolve(__dirname, '../..');
export const RESULTS_DIR = resolve(ROOT, 'bench/results');
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
