export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface DraftSaverOptions<T> {
  save: (body: T) => Promise<void>;
  /** Last chance when the page goes away with a change not yet sent (a reload, a closed tab). */
  saveOnExit?: (body: T) => void;
  onStatus: (status: SaveStatus) => void;
  delayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Sends the wizard's state as the student types: `change` waits for a pause, `flush` sends at once.
 * One request at a time, so they reach the server in order; changes made while one is in flight
 * are sent after it, latest only (each body is the whole draft, so the latest says it all).
 * A failed save stays pending: the next change, or `retry`, sends it again.
 */
export class DraftSaver<T> {
  private pending: T | null = null;
  private inFlight: Promise<void> | null = null;
  private timer: unknown = null;
  private stopped = false;
  private readonly delayMs: number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: DraftSaverOptions<T>) {
    this.delayMs = options.delayMs ?? 700;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  change(body: T): void {
    if (this.stopped) return;
    this.pending = body;
    // A change not yet on the server is not 'saved', even while it waits for the pause.
    this.options.onStatus('saving');
    this.cancelTimer();
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.send();
    }, this.delayMs);
  }

  flush(body?: T): void {
    if (this.stopped) return;
    if (body !== undefined) this.pending = body;
    this.cancelTimer();
    void this.send();
  }

  retry(): void {
    this.flush();
  }

  /**
   * The page is going away (reload, closed tab): what has not been sent yet goes out now, by the exit
   * path when there is one, since an ordinary request may be cut off with the page.
   */
  leave(): void {
    if (this.stopped || this.pending === null) return;
    this.cancelTimer();
    if (!this.options.saveOnExit) return void this.send();
    const body = this.pending;
    this.pending = null;
    this.options.saveOnExit(body);
  }

  /** No more saves (the anamnesis is being submitted): drops what is pending and waits for the one in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.pending = null;
    this.cancelTimer();
    await this.inFlight?.catch(() => undefined);
  }

  /** Saving may go on again (a submit failed). */
  resume(): void {
    this.stopped = false;
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private async send(): Promise<void> {
    if (this.inFlight || this.pending === null) return;
    const body = this.pending;
    this.pending = null;
    this.options.onStatus('saving');
    let failed = false;
    this.inFlight = this.options.save(body).catch(() => {
      failed = true;
      // Kept for a retry unless something newer is already waiting.
      this.pending ??= body;
    });
    await this.inFlight;
    this.inFlight = null;
    if (this.stopped) return;
    if (failed) this.options.onStatus('failed');
    else if (this.pending !== null) void this.send();
    else this.options.onStatus('saved');
  }
}
