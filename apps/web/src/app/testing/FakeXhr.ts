import { act } from '@testing-library/react';

/**
 * XMLHttpRequest as uploadWithProgress uses it, for component tests: the test plays the network
 * and the server (`progress`, `respond`). Install it with vi.stubGlobal('XMLHttpRequest', FakeXhr)
 * and clear `FakeXhr.sent` before each test.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private readonly target: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = {
    onprogress: null,
  };
  // On the prototype, as in browsers.
  get upload() {
    return this.target;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.target.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  /** Async: the page hears of the answer through a promise. */
  async respond(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    await act(async () => this.onload?.());
  }
}
