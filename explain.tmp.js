const { Pool } = require('pg');
const { conversionRows } = require('./api/dist/admin/queries/get-funnel/conversion-query.js');
const pool = new Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/pitchlens_bench_admin' });
const steps = process.argv[2].split(',');
(async () => {
  const fake = { query: async (text, values) => { const t = Date.now(); const r = await pool.query('EXPLAIN (ANALYZE, BUFFERS) ' + text, values); console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n')); console.log('ms', Date.now() - t); return { rows: [] }; } };
  const range = process.argv[3] ? { from: new Date(process.argv[3]), until: new Date(process.argv[4]) } : { from: null, until: null };
  await conversionRows(fake, { steps, windowSeconds: 14 * 86400 }, range, new Date());
  await pool.end();
})();
