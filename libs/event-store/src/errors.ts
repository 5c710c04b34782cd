/** The stream was not at the version the caller expected: someone wrote first. */
export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: number | 'no_stream',
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${expected}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/** Some, not all, of a call's event ids are stored already: the id was reused for other events. */
export class EventIdReusedError extends Error {
  constructor(readonly eventIds: string[]) {
    super(`Event ids already used by other events: ${eventIds.join(', ')}`);
    this.name = 'EventIdReusedError';
  }
}

/** The store gave up after repeated write conflicts with concurrent writers. */
export class AppendContentionError extends Error {
  constructor(attempts: number) {
    super(`Append still conflicting after ${attempts} attempts`);
    this.name = 'AppendContentionError';
  }
}
