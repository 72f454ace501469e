import { act, renderHook, waitFor } from '@testing-library/react';
import { IDEMPOTENCY_KEY_HEADER, type PublicSubmissionInput } from '@formbuilder/contracts';
import { queuedAnswers, useOutbox, type Queued } from './outbox';

const body = (answer: string): PublicSubmissionInput => ({
  name: '',
  document: '',
  email: '',
  phone: '',
  answers: [{ questionId: 'q1', question: 'Ponto', answer }],
});

const queued = (key: string, answer: string): Queued => ({ key, body: body(answer), at: '2026-03-02T12:30:00.000Z' });

let online = true;
const sentKeys: string[] = [];

/** What the page's fetch reads of a response (jsdom has no Response). */
const reply = (status: number, data: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => data }) as unknown as Response;

const keyOf = (init?: RequestInit) => (init?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]!;

function answerWith(status: number, data: unknown) {
  return jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sentKeys.push(keyOf(init));
    return reply(status, data);
  });
}

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

beforeEach(() => {
  window.localStorage.clear();
  sentKeys.length = 0;
  online = true;
});

describe('outbox of answers finished offline', () => {
  it('when answers wait from an earlier visit and the browser is online, then each is sent once, oldest first, with its own key', async () => {
    // Arrange
    window.localStorage.setItem(
      'formulario:envios:f1',
      JSON.stringify([queued('key-1', 'Ponto 1'), queued('key-2', 'Ponto 2')]),
    );
    let n = 0;
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sentKeys.push(keyOf(init));
      n += 1;
      return reply(201, { id: `id-${n}` });
    }) as typeof fetch;

    // Act
    const { result } = renderHook(() => useOutbox('f1', true));

    // Assert
    await waitFor(() => expect(result.current.items.map((item) => item.state)).toEqual(['sent', 'sent']));
    expect(sentKeys).toEqual(['key-1', 'key-2']);
    expect(result.current.items.map((item) => item.id)).toEqual(['id-1', 'id-2']);
    expect(queuedAnswers('f1')).toEqual([]);
  });

  it('when an answer is added offline, then it waits in storage and goes once the browser is back online', async () => {
    // Arrange
    online = false;
    global.fetch = answerWith(201, { id: 'stored-1' }) as typeof fetch;
    const { result } = renderHook(() => useOutbox('f1', true));

    // Act
    act(() => result.current.add(queued('key-a', 'Ponto A')));

    // Assert
    expect(result.current.items).toEqual([{ key: 'key-a', at: '2026-03-02T12:30:00.000Z', state: 'waiting' }]);
    expect(queuedAnswers('f1').map((item) => item.key)).toEqual(['key-a']);
    expect(sentKeys).toEqual([]);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.items[0]!.state).toBe('sent'));
    expect(result.current.items[0]!.id).toBe('stored-1');
    expect(sentKeys).toEqual(['key-a']);
    expect(queuedAnswers('f1')).toEqual([]);
  });

  it('when the API refuses a waiting answer, then it is said not sent with the reason and leaves the queue', async () => {
    // Arrange
    window.localStorage.setItem('formulario:envios:f1', JSON.stringify([queued('key-x', 'Ponto X')]));
    global.fetch = answerWith(409, {
      error: { code: 'CONFLICT', message: 'Esse formulário não está disponível.' },
    }) as typeof fetch;

    // Act
    const { result } = renderHook(() => useOutbox('f1', true));

    // Assert
    await waitFor(() => expect(result.current.items[0]!.state).toBe('refused'));
    expect(result.current.items[0]!.message).toBe('Esse formulário não está disponível.');
    expect(queuedAnswers('f1')).toEqual([]);
  });

  it('when it is a preview, then nothing waiting is read or sent', () => {
    // Arrange
    window.localStorage.setItem('formulario:envios:f1', JSON.stringify([queued('key-p', 'Ponto P')]));
    global.fetch = answerWith(201, { id: 'never' }) as typeof fetch;

    // Act
    const { result } = renderHook(() => useOutbox('f1', false));

    // Assert
    expect(result.current.items).toEqual([]);
    expect(sentKeys).toEqual([]);
  });
});
