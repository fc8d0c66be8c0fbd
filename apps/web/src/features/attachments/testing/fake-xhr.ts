import { vi } from 'vitest';

type Listener = (event: ProgressEvent) => void;

class Events {
  private listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }
  emit(type: string, init: { loaded?: number; total?: number } = {}) {
    const event = {
      type,
      loaded: init.loaded ?? 0,
      total: init.total ?? 0,
      lengthComputable: init.total !== undefined,
    } as ProgressEvent;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** A stand-in for XMLHttpRequest: tests drive progress and the answer by hand. */
export class FakeXhr extends Events {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload = new Events();

  constructor() {
    super();
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.emit('abort');
  }
  /** The file part of the request. */
  get file(): File | null {
    const part = this.body?.get('file');
    return part instanceof File ? part : null;
  }
  progress(loaded: number, total: number) {
    this.upload.emit('progress', { loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.emit('load');
  }
}

/** Installs FakeXhr as the global XMLHttpRequest (vi.unstubAllGlobals restores it). */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
