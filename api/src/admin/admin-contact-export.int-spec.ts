import type { INestApplicationContext } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import { streams, WITHHELD, type PersonExport, type ProjectorStatusResponse } from '@pitchlens/contracts';
import { randomBytes } from 'node:crypto';
import { v4 as uuidv4 } from 'uuid';
import { until } from '../../../worker/test/child-process';
import { SmtpTestServer } from '../../../worker/test/smtp-test-server';
import { dropQueueKeys, startWorker, testWorkerEnv } from '../../../worker/test/worker-app';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';

/** Access exports through the real API and worker: each person gets all of theirs and nothing of anyone else. */
const REDIS_URL = 'redis://127.0.0.1:6379';
const QUEUE_PREFIX = `test-export-${randomBytes(4).toString('hex')}`;

const ann = { name: 'Annika Lindqvist', email: 'annika.lindqvist@acme-export.io', session: 'session-annika-01' };
const bo = { name: 'Boris Okafor', email: 'boris.okafor@okafor-export.io', session: 'session-boris-01', company: 'Okafor Freight' };
const cy = { name: 'Cyra Dunmore', email: 'cyra.dunmore@dunmore-export.io', company: 'Dunmore Labs' };
/** What the API and the email reactor send in all: 4 emails of the referral, 1 breakdown. */
const EMAILS = 5;

let t: AdminTestApp;
let worker: INestApplicationContext | null = null;
let smtp: SmtpTestServer;

beforeAll(async () => {
  t = await startAdminTestApp('admin_contact_export', { QUEUE_PREFIX });
  smtp = new SmtpTestServer();
  worker = await startWorker(testWorkerEnv(t.app.get(ApiConfig).DATABASE_URL, await smtp.start(), { QUEUE_PREFIX }));

  const post = (path: string, body: object, status = 201) => t.http().post(path).send(body).expect(status);
  for (const [person, path] of [[ann, '/'], [ann, '/pricing'], [bo, '/'], [bo, '/giveaway']] as const) {
    await post('/api/track-page-view', { path, sessionId: person.session, utmSource: `news-${person.session}`, utmCampaign: 'spring' });
  }
  await post('/api/track-contact', { email: ann.email, firstName: 'Annika', lastName: 'Lindqvist', metadata: { sessionId: ann.session } });
  await post('/api/track-contact', { email: bo.email, firstName: 'Boris', lastName: 'Okafor', metadata: { sessionId: bo.session } });
  await post('/api/referrals/submit', {
    sessionId: ann.session,
    name: ann.name,
    email: ann.email,
    ...{ referral1Name: bo.name, referral1Email: bo.email, referral1Title: 'VP Sales', referral1Company: bo.company },
    ...{ referral2Name: cy.name, referral2Email: cy.email, referral2Title: 'Sales Manager', referral2Company: cy.company },
    consent: true,
  });
  await post('/api/send-breakdown-email', { email: bo.email, firstName: 'Boris', sessionId: bo.session }, 202);

  await until(async () => {
    const res = await t.http().get('/api/admin/operations/projectors').set('cookie', t.cookie);
    const sent = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_store.events WHERE type = 'EmailSent'`);
    return res.status === 200 && (res.body as ProjectorStatusResponse[]).every((p) => p.eventsBehind === 0) && sent.rows[0].n === EMAILS;
  }, 'the projectors and the emails', 30_000);
});

afterAll(async () => {
  await worker?.close();
  await smtp?.stop();
  await dropQueueKeys(REDIS_URL, QUEUE_PREFIX);
  await t?.close();
});

const contactId = async (email: string) => (await t.db.query<{ id: string }>(`SELECT id FROM read_model.contacts WHERE email = $1`, [email])).rows[0].id;
const exportOf = (id: string) => t.http().get(`/api/admin/contacts/${id}/export`).set('cookie', t.cookie);

/** What the log holds about a person: their session's events and every event naming their address. */
async function loggedIds(person: { email: string; session: string }): Promise<string[]> {
  const { rows } = await t.db.query<{ event_id: string }>(
    `SELECT event_id::text FROM event_store.events
      WHERE metadata->>'sessionId' = $1 OR stream_id = $2 OR lower(data::text) LIKE '%' || $3 || '%' ORDER BY event_id`,
    [person.session, streams.visitor(person.session), person.email],
  );
  return rows.map((row) => row.event_id);
}

describe('GET /api/admin/contacts/:id/export', () => {
  it.each([
    ['Annika', ann, [bo, cy]],
    ['Boris', bo, [ann, cy]],
  ] as const)('gives %s every event of theirs, as a download, and nothing of the others', async (_, person, others) => {
    const id = await contactId(person.email);
    const res = await exportOf(id).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pitchlens-contact-${id}.json"`);
    const body = res.body as PersonExport;
    expect(body).toMatchObject({ email: person.email, sessionIds: [person.session], withheld: WITHHELD });
    expect(body.events.map((e) => e.eventId).sort()).toEqual(await loggedIds(person));

    const text = res.text.toLowerCase();
    for (const other of others) {
      expect(text).not.toContain(other.email);
      expect(text).not.toContain(other.name.toLowerCase());
      for (const part of other.name.toLowerCase().split(' ')) expect(text).not.toContain(part);
      if ('session' in other) expect(text).not.toContain(other.session);
    }
  });

  it('withholds the other party of a referral and keeps the person’s own side', async () => {
    const referral = (body: PersonExport) => body.events.find((e) => e.type === 'ReferralSubmitted' && JSON.stringify(e.data).includes('"row":1'));
    const annView = referral((await exportOf(await contactId(ann.email))).body as PersonExport);
    expect(annView?.data).toMatchObject({ referrer: { name: ann.name, email: ann.email }, referred: { name: WITHHELD, email: WITHHELD, title: WITHHELD, company: WITHHELD } });
    expect(annView?.metadata).toMatchObject({ sessionId: ann.session });
    const boView = referral((await exportOf(await contactId(bo.email))).body as PersonExport);
    expect(boView?.data).toMatchObject({ referrer: { name: WITHHELD, email: WITHHELD }, referred: { name: bo.name, email: bo.email, title: 'VP Sales', company: bo.company } });
    expect(boView?.metadata).toMatchObject({ sessionId: WITHHELD, userAgent: WITHHELD });
  });

  it('answers 404 for an unknown contact, 400 for a malformed id and 401 without a session', async () => {
    expect((await exportOf(uuidv4())).status).toBe(404);
    const bad = await exportOf('not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, fields: [{ field: 'id' }] });
    expect((await t.http().get(`/api/admin/contacts/${uuidv4()}/export`)).status).toBe(401);
  });
});
