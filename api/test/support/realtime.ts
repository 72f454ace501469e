// Staff sockets for the realtime tests: `listen` signs a socket in and collects what it receives,
// `closeSockets` ends every socket a test file opened; `secondInstance` starts another API on the
// same PostgreSQL database as a test server, for the cross-instance cases.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { createApp, type AppHandle } from '../../src/app';
import { eventually, respondent, tokenOf } from './fixtures/submissions';
import { call } from './http';
import type { TestServer } from './server';

export interface Listener {
  ws: WebSocket;
  received: Array<{ type: string; submission?: { id: string; form: { id: string } } }>;
  closed: Promise<{ code: number; at: number }>;
}

const sockets: WebSocket[] = [];

/** A socket of `baseUrl` signed in with `token`, once the server said it is ready. */
export async function listen(baseUrl: string, token: string): Promise<Listener> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`);
  sockets.push(ws);
  const received: Listener['received'] = [];
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    ws.once('close', (code) => resolve({ code, at: Date.now() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString());
      if (message.type === 'ready') resolve();
      else received.push(message);
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
  });
  return { ws, received, closed };
}

/** A socket of `baseUrl` signed in as the staff member with this e-mail (and the fixtures' staff password). */
export async function listenAs(baseUrl: string, email: string): Promise<Listener> {
  return listen(baseUrl, await tokenOf(baseUrl, email));
}

/** One answer to `formId` sent through the public API, as a respondent does: an event for the sockets. */
export function submitAnswer(baseUrl: string, formId: string) {
  return call(baseUrl, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    body: { ...respondent, answers: [{ questionId: 'q-name', question: 'x', answer: 'Oi' }] },
  });
}

/**
 * What `listener` received before the event of one of `barrier` (submissions it must hear of, posted
 * after the one under test), once that event arrived: an event that was going to reach it would have
 * come first, so an empty answer means none came, without waiting a fixed time.
 */
export async function receivedBefore(listener: Listener, barrier: string[]): Promise<Listener['received']> {
  const at = (messages: Listener['received']) =>
    messages.findIndex((message) => barrier.includes(message.submission?.id ?? ''));
  const messages = await eventually(
    async () => [...listener.received],
    (got) => at(got) >= 0,
    10_000,
  );
  return messages.slice(0, at(messages));
}

/** Ends every socket `listen` opened so far. */
export function closeSockets(): void {
  for (const ws of sockets.splice(0)) ws.terminate();
}

export interface SecondInstance {
  app: AppHandle;
  url: string;
  stop(): Promise<void>;
}

/** Another API in this process on the database of `server` (PostgreSQL), with its own data folder. */
export async function secondInstance(server: TestServer): Promise<SecondInstance> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'formbuilder-api-second-'));
  const app = await createApp({ ...server.config, dataDir }, { print: () => undefined });
  const { url } = await app.listen(0, '127.0.0.1');
  return {
    app,
    url,
    stop: async () => {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
