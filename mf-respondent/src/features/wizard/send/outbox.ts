// Answers finished without a connection (docs/product.md#offline-filling): each waits in this browser
// with the idempotency key it was finished with, and goes, oldest first, once the connection returns
// (sendSubmission waits for it). The key makes every retry, reload or second tab store it once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { messages, type PublicSubmissionInput } from '@formbuilder/contracts';
import { sendSubmission } from './send-submission';

export interface Queued {
  key: string;
  body: PublicSubmissionInput;
  /** When the respondent finished it (ISO). */
  at: string;
}

export interface OutboxItem {
  key: string;
  at: string;
  state: 'waiting' | 'sent' | 'refused';
  /** The stored answer's id, once sent; the API's message (or the generic one), when refused. */
  id?: string;
  message?: string;
}

const storageKey = (formId: string) => `formulario:envios:${formId}`;

export function queuedAnswers(formId: string): Queued[] {
  try {
    const list: unknown = JSON.parse(window.localStorage.getItem(storageKey(formId)) ?? '[]');
    return Array.isArray(list) ? (list as Queued[]) : [];
  } catch {
    return [];
  }
}

function keep(formId: string, list: Queued[]): void {
  try {
    if (list.length > 0) window.localStorage.setItem(storageKey(formId), JSON.stringify(list));
    else window.localStorage.removeItem(storageKey(formId));
  } catch {
    // Storage blocked: the answer waits in this page only.
  }
}

export interface Outbox {
  items: OutboxItem[];
  add: (item: Queued) => void;
}

/** The form's waiting answers, sent in order as soon as the browser is online; off in previews. */
export function useOutbox(formId: string, enabled: boolean): Outbox {
  const [items, setItems] = useState<OutboxItem[]>(() =>
    enabled ? queuedAnswers(formId).map(({ key, at }) => ({ key, at, state: 'waiting' })) : [],
  );
  const running = useRef(false);

  const flush = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      // Read again each time: answers finished while one was on its way join the queue.
      for (let next = queuedAnswers(formId)[0]; next; next = queuedAnswers(formId)[0]) {
        const { key, body } = next;
        const result = await sendSubmission({ formId, body, idempotencyKey: key });
        keep(
          formId,
          queuedAnswers(formId).filter((item) => item.key !== key),
        );
        setItems((list) =>
          list.map((item) =>
            item.key !== key
              ? item
              : result.ok
                ? { ...item, state: 'sent', id: result.id }
                : { ...item, state: 'refused', message: result.message || messages.invalidRequest },
          ),
        );
      }
    } finally {
      running.current = false;
    }
  }, [formId]);

  useEffect(() => {
    if (enabled) void flush();
  }, [enabled, flush]);

  return {
    items,
    add: (item) => {
      keep(formId, [...queuedAnswers(formId).filter((queued) => queued.key !== item.key), item]);
      setItems((list) => [...list, { key: item.key, at: item.at, state: 'waiting' }]);
      void flush();
    },
  };
}
