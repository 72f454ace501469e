// One delivery attempt over HTTP(S): a POST with a total time limit, redirects not followed (a 3xx is
// an answer like any other non-2xx, i.e. a failure) and the connection made only to addresses the
// SSRF rule allows (addresses.ts).
import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_SNIPPET_MAX } from '@formbuilder/contracts';
import { BlockedAddressError, guardedLookup, hostOf, isPublicAddress } from './addresses';

/** One attempt's limit unless the operator sets WEBHOOK_TIMEOUT_SECONDS. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Bytes of an answer read at most; the rest is not waited for. */
const READ_LIMIT = 4096;

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  /** The start of the answer's body, or what went wrong (pt-BR). */
  snippet: string;
}

export interface SendOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Strings that must never appear in a kept snippet (the signatures and secrets). */
  redact: string[];
}

function cleanSnippet(text: string, redact: string[]): string {
  let result = text;
  for (const secret of redact) if (secret) result = result.split(secret).join('[removido]');
  return result.slice(0, WEBHOOK_SNIPPET_MAX);
}

function describe(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `Tempo esgotado: sem resposta em ${Math.round(timeoutMs / 1000)} s`;
  if (error instanceof BlockedAddressError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'Endereço não encontrado (DNS)';
  if (code === 'ECONNREFUSED') return 'Conexão recusada pelo servidor';
  if (code === 'ECONNRESET') return 'Conexão encerrada pelo servidor';
  if ((code && code.startsWith('ERR_TLS')) || code === 'DEPTH_ZERO_SELF_SIGNED_CERT' || code === 'CERT_HAS_EXPIRED') {
    return 'Certificado TLS inválido';
  }
  return `Falha de conexão${code ? ` (${code})` : ''}`;
}

export function postJson(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<AttemptResult> {
  const timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const url = new URL(rawUrl);
    const host = hostOf(url);
    // The socket never calls `lookup` for an IP literal, so a literal is judged here.
    if (ipaddr.isValid(host) && !options.allowPrivate && !isPublicAddress(host)) {
      resolve({ ok: false, status: null, latencyMs: 0, snippet: new BlockedAddressError().message });
      return;
    }
    let timedOut = false;
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: guardedLookup(options.allowPrivate) as unknown as http.RequestOptions['lookup'],
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Formularios-Webhooks/1',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8');
          finish({
            ok: status >= 200 && status < 300,
            status,
            latencyMs: elapsed(),
            snippet: cleanSnippet(text, options.redact),
          });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= READ_LIMIT) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy(new Error('timeout'));
    }, timeoutMs);
    request.on('error', (error) => {
      finish({ ok: false, status: null, latencyMs: elapsed(), snippet: describe(error, timedOut, timeoutMs) });
    });
    request.end(body);
  });
}
