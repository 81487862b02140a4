import { forgetTokens, rememberTokens } from 'shared-ui/session/session-tokens';
import { sendMultipart } from './upload-transport';

/** An XMLHttpRequest double: records what was sent, the test decides what comes back. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  private listeners = new Map<string, () => void>();
  readonly upload = {
    listeners: new Map<string, (event: ProgressEvent) => void>(),
    addEventListener(type: string, listener: (event: ProgressEvent) => void) {
      this.listeners.set(type, listener);
    },
  };

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.listeners.get('progress')?.({
      lengthComputable: true,
      loaded,
      total,
    } as ProgressEvent);
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.listeners.get('load')?.();
  }
  fail() {
    this.listeners.get('error')?.();
  }
}

const original = window.XMLHttpRequest;
beforeEach(() => {
  window.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = original;
  forgetTokens({ everywhere: true });
});

describe('sendMultipart', () => {
  it('posts the form with the bearer token and reports the upload progress', async () => {
    rememberTokens({ accessToken: 'access-employee', refreshToken: 'refresh-employee' });
    const form = new FormData();
    form.append('id', 'x');
    const progress: number[] = [];
    const sent = sendMultipart('/photos/', form, (fraction) => progress.push(fraction));
    const request = FakeRequest.last!;

    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/photos/');
    expect(request.headers.Authorization).toBe('Bearer access-employee');
    expect(request.body).toBe(form);

    request.progress(250, 1000);
    request.progress(1000, 1000);
    request.answer(201, JSON.stringify({ id: 'x', status: 'gespeichert' }));

    await expect(sent).resolves.toEqual({
      kind: 'answer',
      status: 201,
      body: { id: 'x', status: 'gespeichert' },
    });
    expect(progress).toEqual([0.25, 1]);
  });

  it('hands back a refusal with its JSON body', async () => {
    const sent = sendMultipart('/photos/', new FormData(), () => undefined);
    FakeRequest.last!.answer(409, JSON.stringify({ code: 'conflict', detail: 'Konflikt' }));
    await expect(sent).resolves.toEqual({
      kind: 'answer',
      status: 409,
      body: { code: 'conflict', detail: 'Konflikt' },
    });
  });

  it('says "network" when nothing came back', async () => {
    const sent = sendMultipart('/photos/', new FormData(), () => undefined);
    FakeRequest.last!.fail();
    await expect(sent).resolves.toEqual({ kind: 'network' });
  });
});
