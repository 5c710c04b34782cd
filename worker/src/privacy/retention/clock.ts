/** Where retention reads the time; a test provides a frozen one. */
export abstract class Clock {
  abstract now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
