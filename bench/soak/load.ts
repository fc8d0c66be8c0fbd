import autocannon, { type Client, type RequestParams } from 'autocannon';
import type { Step } from './operations';
import type { Recorder } from './recorder';
import type { VirtualUser } from './virtual-user';

/** A request without headers or end of its answer for this long is abandoned and counted as an error. */
const TIMEOUT_SECONDS = 30;

/**
 * Pauses a connection between an answer and its next request (think time). autocannon sends the next request
 * the moment an answer ends and offers no hook to wait, so its connection's `_doRequest` is wrapped; the
 * pause is before the request is written, so it is never part of a measured latency.
 */
function withThinkTime(client: Client, pauseMs: () => number): void {
  const send = client._doRequest;
  if (typeof send !== 'function') {
    throw new Error('This autocannon has no Client#_doRequest: the think time needs another hook');
  }
  let waiting = false;
  client._doRequest = function thinkThenSend(this: Client) {
    if (waiting) return; // a reconnect while pausing: the pending request goes on the new connection
    const pause = pauseMs();
    if (pause <= 0) return send.call(this);
    waiting = true;
    // autocannon's timeout runs from the last request written: the pause must not count towards it.
    this.timeoutTicker.reschedule(this.timeout + pause);
    setTimeout(() => {
      waiting = false;
      if (!this.destroyed) send.call(this);
    }, pause);
  };
}

function toRequest(base: RequestParams, step: Step, token: string): RequestParams {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...step.headers };
  if (step.body !== undefined) headers['content-type'] = 'application/json';
  return {
    ...base,
    method: step.method,
    path: step.path,
    headers,
    body: step.body === undefined ? '' : JSON.stringify(step.body),
  };
}

export interface RunningLoad {
  /** Resolves when the load has stopped (autocannon stops at its next one-second tick). */
  finished: Promise<void>;
  stop(): void;
}

/**
 * Runs the virtual users with autocannon, one connection each (a person's browser keeps its connection), for
 * `seconds` or until stopped. Every answer's latency (autocannon's own, from writing the request to the end
 * of the answer) is recorded under its operation; non-2xx answers, timeouts and connection errors are errors.
 */
export function startLoad(
  url: string,
  users: readonly VirtualUser[],
  seconds: number,
  recorder: Recorder,
): RunningLoad {
  let next = 0;
  const instance = autocannon({
    url,
    connections: users.length,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    setupClient: (client) => {
      const user = users[next++ % users.length]!;
      let outcome: ReturnType<VirtualUser['answered']> | null = null;
      client.setRequests([
        {
          setupRequest: (request) => toRequest(request, user.nextStep(), user.session.token),
          onResponse: (status, body, _context, headers) => {
            outcome = user.answered({ status, body, headers });
          },
        },
      ]);
      withThinkTime(client, () => user.pauseMs());
      // autocannon emits `response` (with the latency) right after onResponse, for the same answer.
      client.on('response', (_status: number, _bytes: number, ms: number) => {
        if (!outcome) return;
        if (outcome.ok) recorder.ok(outcome.operation, ms, outcome.kind);
        else recorder.fail(outcome.operation, outcome.status, outcome.message);
        outcome = null;
      });
      client.on('timeout', () => {
        recorder.fail(user.operation, 0, `no answer within ${TIMEOUT_SECONDS} s`);
        user.abandoned();
      });
      client.on('connError', (error: Error) => {
        recorder.fail(user.operation, 0, `connection error: ${error.message}`);
        user.abandoned();
      });
    },
  });
  return {
    finished: Promise.resolve(instance).then(() => undefined),
    stop: () => instance.stop(),
  };
}
