/**
 * The emulator's notion of "now" in Unix seconds. Tests move it forward to end trials and
 * periods; it never moves back, so stored timestamps stay ordered.
 */
export class Clock {
  private offsetSeconds = 0;

  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  advance(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('advanceTime takes a non-negative number of seconds');
    this.offsetSeconds += Math.floor(seconds);
  }
}
