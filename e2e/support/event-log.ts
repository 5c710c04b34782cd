import pg from 'pg';

/** The e2e run's own event log, read the way an operator would. */
export async function withEventLog<T>(read: (client: pg.Client) => Promise<T>): Promise<T> {
  const server = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const client = new pg.Client({ connectionString: `${server}/${process.env.E2E_DATABASE_NAME}` });
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end();
  }
}

export interface LoggedEvent {
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

/** Every event recorded for one browser session, oldest first. */
export function eventsOfSession(sessionId: string): Promise<LoggedEvent[]> {
  return withEventLog(async (client) => {
    const { rows } = await client.query<LoggedEvent>(
      `SELECT type, data, metadata FROM event_store.events WHERE metadata->>'sessionId' = $1 ORDER BY global_position`,
      [sessionId],
    );
    return rows;
  });
}
