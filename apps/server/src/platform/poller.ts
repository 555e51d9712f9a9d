/**
 * Runs `pass` when woken and otherwise every `pollMs` after the last pass ended; a wake during a
 * pass runs another one right after it, so work queued mid-pass is never left for the next poll.
 * The mail worker and the job queue both drive their passes with it.
 */
export class Poller {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;
  private stopped = true;
  private idle: Promise<void> = Promise.resolve();

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly pollMs: number,
    private readonly onError: (err: unknown) => void,
    /** Called when a wake arrives while a pass runs (e.g. to hand new work to a free slot at once). */
    private readonly onWakeWhileRunning: () => void = () => {},
  ) {}

  /** Lets passes run; `wakeNow` false leaves the first pass to a later wake(). */
  start(wakeNow = true) {
    this.stopped = false;
    if (wakeNow) this.wake();
  }

  /** No new pass starts; resolves when the running one has ended. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.idle;
  }

  /**
   * Runs a pass now (unless stopped), so work queued without a wake() is seen too, and resolves
   * once no pass is running or asked for: what was due when it was called has been done and the
   * last pass found nothing more. A stopped poller starts nothing; the pass under way is awaited.
   * Tests wait on this before asserting that something did *not* happen.
   */
  async whenIdle(): Promise<void> {
    this.wake();
    // A pass that ends with a wake pending starts the next one before `idle` resolves.
    while (this.running) await this.idle;
  }

  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      this.onWakeWhileRunning();
      return;
    }
    clearTimeout(this.timer);
    this.running = true;
    this.idle = this.pass()
      .then(() => undefined)
      .catch(this.onError)
      .finally(() => {
        this.running = false;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.pollMs);
          this.timer.unref();
        }
      });
  }
}
