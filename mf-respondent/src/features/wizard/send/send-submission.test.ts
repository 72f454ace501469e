/**
 * @jest-environment node
 */
import { sendSubmission } from './send-submission';

const body = { name: 'Ana', document: '52998224725', email: '', phone: '', answers: [] };

function answers(...replies: Array<() => Response>) {
  const calls: RequestInit[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    calls.push(init);
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)]!;
    return reply();
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

const json = (status: number, data: unknown) => () =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

describe('sendSubmission', () => {
  it('when the first two attempts fail, then it retries with the same key and returns the id', async () => {
    const { fetchImpl, calls } = answers(networkDown, json(503, {}), json(201, { id: 's1' }));
    const retries: number[] = [];
    const result = await sendSubmission({
      formId: 'f1',
      body,
      idempotencyKey: 'key-1',
      fetchImpl,
      delays: [1],
      onRetry: (n) => retries.push(n),
    });
    expect(result).toEqual({ ok: true, id: 's1' });
    expect(calls).toHaveLength(3);
    expect(calls.map((c) => (c.headers as Record<string, string>)['Idempotency-Key'])).toEqual([
      'key-1',
      'key-1',
      'key-1',
    ]);
    expect(retries).toEqual([1, 2]);
  });

  it('when the server rejects the body (4xx), then it stops and returns the message and fields', async () => {
    const { fetchImpl, calls } = answers(
      json(400, { error: { code: 'INVALID', message: 'Campo obrigatório', fields: { name: 'Campo obrigatório' } } }),
    );
    const result = await sendSubmission({ formId: 'f1', body, idempotencyKey: 'k', fetchImpl, delays: [1] });
    expect(result).toEqual({
      ok: false,
      status: 400,
      message: 'Campo obrigatório',
      fields: { name: 'Campo obrigatório' },
    });
    expect(calls).toHaveLength(1);
  });

  it('when throttled (429), then it waits and tries again', async () => {
    const { fetchImpl, calls } = answers(json(429, {}), json(201, { id: 's2' }));
    const result = await sendSubmission({ formId: 'f1', body, idempotencyKey: 'k', fetchImpl, delays: [1] });
    expect(result).toEqual({ ok: true, id: 's2' });
    expect(calls).toHaveLength(2);
  });

  it('when offline, then it waits for the connection before sending', async () => {
    const { fetchImpl, calls } = answers(json(201, { id: 's3' }));
    let online = false;
    const offline: boolean[] = [];
    const result = await sendSubmission({
      formId: 'f1',
      body,
      idempotencyKey: 'k',
      fetchImpl,
      isOnline: () => online,
      waitForOnline: async () => {
        expect(calls).toHaveLength(0);
        online = true;
      },
      onRetry: (_n, isOffline) => offline.push(isOffline),
    });
    expect(result).toEqual({ ok: true, id: 's3' });
    expect(offline).toEqual([true]);
  });
});
