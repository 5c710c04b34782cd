/** Every distinct text a report holds in memory, each with a code: its place in `values`; none (null) is -1. */
export class Texts {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();

  code(text: string | null): number {
    if (text === null) return -1;
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.values.push(text) - 1;
      this.codes.set(text, code);
    }
    return code;
  }

  /** A text's code if it has one (none: -1), without making one: for what a request names. */
  find(text: string | null): number | undefined {
    return text === null ? -1 : this.codes.get(text);
  }

  /** The text a code stands for (-1: none). */
  text(code: number): string | null {
    return code < 0 ? null : this.values[code];
  }
}
