// The published OpenAPI document as a test oracle (docs/api.md): every answer read through
// call/readResult (http.ts) whose method and path match a documented operation must have a documented
// status and, when it is JSON, match the documented schema. A mismatch fails the test that made the call.
import fs from 'node:fs';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Express } from 'express';
import { apiRouteTables } from '../../src/api-routes';
import { declaredRoutes } from '../../src/http/route';
import { buildOpenApiDocument, openApiPath, type OpenApiDocument } from '../../src/modules/openapi';

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;

interface Operation {
  method: string;
  path: string;
  id: string;
  pattern: RegExp;
  /** Characters outside parameters: the more, the more specific (Express's /forms/count before /forms/:id). */
  literal: number;
  responses: Record<string, Json>;
}

interface Oracle {
  document: OpenApiDocument;
  operations: Operation[];
  validator(operation: Operation, status: string): ValidateFunction | undefined;
}

let oracle: Oracle | undefined;

/** How many answers this test file checked against the document, by operation and status. */
export const checkedAnswers = new Map<string, number>();

function toPattern(path: string): RegExp {
  const source = path
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? '([^/]+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

function load(): Oracle {
  if (oracle) return oracle;
  const document = buildOpenApiDocument(declaredRoutes(apiRouteTables));
  // One schema holding the components, so `#/components/schemas/X` resolves inside every response schema.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components ?? {} });
  const compiled = new Map<string, ValidateFunction | undefined>();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Json)[method] as Json | undefined;
      if (!operation) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        id: String(operation.operationId),
        pattern: toPattern(path),
        literal: path.replace(/\{\w+\}/g, '').length,
        responses: operation.responses as Record<string, Json>,
      });
    }
  }
  operations.sort((a, b) => b.literal - a.literal);
  oracle = {
    document,
    operations,
    validator(operation, status) {
      const key = `${operation.id} ${status}`;
      if (!compiled.has(key)) {
        const content = operation.responses[status]?.content as Record<string, Json> | undefined;
        const schema = content?.['application/json']?.schema;
        const rebased = schema
          ? (JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as Json)
          : undefined;
        compiled.set(key, rebased ? ajv.compile(rebased) : undefined);
      }
      return compiled.get(key);
    },
  };
  return oracle;
}

export function openApiDocument(): OpenApiDocument {
  return load().document;
}

export function documentedOperation(method: string, pathname: string): Operation | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return load().operations.find((operation) => operation.method === method && operation.pattern.test(path));
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 5)
    .map(
      (error) =>
        `${error.instancePath || '(corpo)'} ${error.message ?? ''}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
    )
    .join('; ');

/**
 * Throws when an answer breaks the document: a status the operation does not list, or a JSON body that
 * does not match the schema of its status. Answers to undocumented paths are left alone.
 */
export function checkAnswer(method: string, url: string, status: number, contentType: string | null, body: unknown) {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/api/')) return;
  const operation = documentedOperation(method.toUpperCase(), pathname);
  if (!operation) return;
  const name = `${operation.method} ${operation.path} (${operation.id})`;
  const response = operation.responses[String(status)];
  if (!response) {
    throw new Error(
      `OpenAPI: ${name} answered ${status}, a status the document does not list (${Object.keys(operation.responses).join(', ')})`,
    );
  }
  if (status === 304) return;
  if (contentType?.includes('application/json')) {
    const validate = load().validator(operation, String(status));
    if (!validate)
      throw new Error(`OpenAPI: ${name} answered ${status} with JSON, which the document does not describe`);
    if (!validate(body)) {
      throw new Error(
        `OpenAPI: ${name} answered ${status} with a body that breaks the document: ${describeErrors(validate.errors)}`,
      );
    }
  }
  const key = `${operation.method} ${operation.path} ${status}`;
  checkedAnswers.set(key, (checkedAnswers.get(key) ?? 0) + 1);
}

// OPENAPI_COUNTS=<file>: each test file appends how many answers it checked (a figure for reports).
const countsFile = process.env.OPENAPI_COUNTS;
if (countsFile && typeof afterAll === 'function') {
  afterAll(() => {
    const total = [...checkedAnswers.values()].reduce((sum, count) => sum + count, 0);
    fs.appendFileSync(
      countsFile,
      `${JSON.stringify({ file: expect.getState().testPath, total, byOperation: Object.fromEntries(checkedAnswers) })}\n`,
    );
  });
}

interface RouteLayer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: RouteLayer[] };
}

/** Every `METHOD /path/{param}` the running app answers, read from Express's router stack. */
export function mountedRoutes(app: Express): string[] {
  const found = new Set<string>();
  const paths = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw : [raw ?? '/']);
  const join = (prefix: string, part: string) => (part === '/' ? prefix : `${prefix}${part}`);
  const walk = (stack: RouteLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of paths(layer.route.path)) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all') found.add(`${method.toUpperCase()} ${openApiPath(join(prefix, path) || '/')}`);
          }
        }
      } else if (layer.handle?.stack) {
        for (const path of paths(layer.rawPath)) walk(layer.handle.stack, join(prefix, path));
      }
    }
  };
  walk((app as unknown as { router: { stack: RouteLayer[] } }).router.stack, '');
  return [...found].sort();
}
