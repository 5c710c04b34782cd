interface ConnectionEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

interface ConnectionLog {
  warn(message: string): void;
  log(message: string): void;
}

/**
 * Reports a client's lost connection once and its return once: ioredis and
 * BullMQ emit an `'error'` for every failed reconnection attempt (many a
 * second), and an emitter without a listener would print or throw each one.
 */
export function reportConnection(client: ConnectionEvents, log: ConnectionLog, what: string): void {
  let down = false;
  client.on('error', (error) => {
    if (!down) log.warn(`${what} unreachable (${error.message}); reconnecting`);
    down = true;
  });
  client.on('ready', () => {
    if (down) log.log(`${what} reachable again`);
    down = false;
  });
}
