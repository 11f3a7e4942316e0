/**
 * At most `max` client connections at once: one more is closed on arrival. The log says so once
 * when the limit is reached and once when a connection has left, not once per refusal, so a
 * flood of connections cannot flood the log too.
 */
export class ConnectionLimit {
  private refusedWhileFull = 0;

  constructor(
    readonly max: number,
    private readonly log: (line: string) => void,
  ) {}

  /** Whether a new connection must be refused while `open` connections are being served. */
  refuses(open: number, from: string): boolean {
    if (open < this.max) return false;
    if (this.refusedWhileFull === 0) {
      this.log(
        `connection limit of ${this.max} reached (${open} open): ` +
          `refusing ${from} and every new connection until one closes`,
      );
    }
    this.refusedWhileFull++;
    return true;
  }

  /** A served connection closed, leaving `open`. */
  released(open: number): void {
    if (this.refusedWhileFull === 0 || open >= this.max) return;
    this.log(
      `accepting connections again (${open} open, limit ${this.max}); ` +
        `${this.refusedWhileFull} refused while at the limit`,
    );
    this.refusedWhileFull = 0;
  }
}
