// Plain HTTP against the test server with the global fetch. Every answer read here is checked
// against the published OpenAPI document (openapi.ts): a drift fails the test that made the call.
import { checkAnswer } from './openapi';

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as is, e.g. malformed JSON. */
  rawBody?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function call(baseUrl: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
  }
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const method = options.method ?? 'GET';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  return readResult(response, method);
}

/**
 * Status, headers, text and (when the text is JSON) the parsed body of a response; with the request's
 * method, also checked against the OpenAPI document.
 */
export async function readResult(response: Response, method?: string): Promise<CallResult> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (method) checkAnswer(method, response.url, response.status, response.headers.get('content-type'), json);
  return { status: response.status, headers: response.headers, text, json };
}

/** The `name=value` pair of a Set-Cookie header, ready to send back. */
export function cookieFrom(result: CallResult, name: string): string | undefined {
  const header = result.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return header?.split(';')[0];
}

export async function login(baseUrl: string, email: string, password: string) {
  const result = await call(baseUrl, '/api/auth/login', { method: 'POST', body: { email, password } });
  if (result.status !== 200) throw new Error(`login failed: ${result.status} ${result.text}`);
  return { token: result.json.token as string, cookie: cookieFrom(result, 'fb_refresh') ?? '', result };
}

/**
 * Asserts what a sign-in renewal (/refresh, /session) answers for a live cookie: a new session of
 * `email`, a rotated refresh cookie and a token the API accepts.
 */
export async function expectRenewedSession(baseUrl: string, result: CallResult, oldCookie: string, email: string) {
  expect(result.status).toBe(200);
  expect(result.json.user.email).toBe(email);
  const rotated = cookieFrom(result, 'fb_refresh');
  expect(rotated).toBeDefined();
  expect(rotated).not.toBe(oldCookie);
  expect((await call(baseUrl, '/api/companies', { token: result.json.token })).status).toBe(200);
}
