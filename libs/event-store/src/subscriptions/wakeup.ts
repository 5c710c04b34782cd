/**
 * Lets a loop sleep until either something happens or a time passes. A signal
 * that arrives while the loop is busy is kept, so the next wait returns at
 * once and nothing announced is slept through.
 */
export class Wakeup {
  private pending = false;
  private waiter: (() => void) | null = null;

  signal(): void {
    if (this.waiter) {
      const wake = this.waiter;
      this.waiter = null;
      wake();
    } else {
      this.pending = true;
    }
  }

  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        resolve();
      }, ms);
      this.waiter = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
