/**
 * The web tests' one EventSource (jsdom has none; the setup installs this as the global). It never
 * connects: a test plays the server's part with `FakeEventSource.last?.emit('student', '{…}')`.
 */
export class FakeEventSource extends EventTarget {
  /** The stream the code under test opened last. */
  static last: FakeEventSource | null = null;
  readonly url: string;
  readyState = 0;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.last = this;
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  /** The server sends an event of `type` with `data`. */
  emit(type: string, data = '') {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}
