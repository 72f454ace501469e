// One declaration per /api route (docs/api.md#adding-a-route): method, path, who may call it, what it
// reads, what it answers and the handler. From that one object mountRoutes builds the Express route
// (guards, then parsing, then the handler), and the openapi module builds the route's operation; the
// API-key scope table is read from the same objects (scopeTable).
import type { Request, RequestHandler, Response, Router } from 'express';
import { z as zod, type z } from 'zod';
import type { ApiKeyScope, Role } from '@formbuilder/contracts';
import { recordId } from './ids';

export type Method = 'get' | 'post' | 'patch' | 'delete';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 507;
export const ROLES: readonly Role[] = ['ADMIN', 'MANAGER', 'USER'];

/**
 * Who may call a route: anyone ('public'), the holder of the refresh cookie ('cookie', checked by the
 * handler), or a staff session of these roles; with `scope`, also a company API key holding it (a
 * route without one refuses every key).
 */
export type Access = 'public' | 'cookie' | { roles: readonly Role[]; scope?: ApiKeyScope };

/** A zod schema that documents and parses a value, or a schema to document with the function that reads it. */
export type Input = z.ZodType | { schema: z.ZodType; parse(raw: unknown): unknown };
/** An input documented by `schema` and read by `parse` (a contracts validator, a transform...). */
export const parsedBy = <T>(schema: z.ZodType, parse: (raw: unknown) => T) => ({ schema, parse });

type Parsed<I> = I extends z.ZodType ? z.output<I> : I extends { parse(raw: unknown): infer T } ? T : undefined;

/** `'/:formId/submissions.:format'` -> `'formId' | 'format'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a handler receives: the parsed path parameters, query and body, and the request itself. */
export interface RouteCall<P extends string, Q, B> {
  params: Record<ParamNames<P>, string>;
  query: Parsed<Q>;
  body: Parsed<B>;
  req: Request;
  res: Response;
}

type Content = Record<string, { schema: z.ZodType }>;

export interface RouteDeclaration<D, P extends string = string, Q = Input | undefined, B = Input | undefined> {
  method: Method;
  /** Under the table's mount: `/:id`, or `/` for the mount itself. */
  path: P;
  access: Access;
  /** The OpenAPI tag (one of the document's tags) and the one-line summary. */
  tag: string;
  summary: string;
  description?: string;
  /** Path parameters read otherwise than as a record id (a malformed id answers 404). */
  params?: Partial<Record<ParamNames<P>, Input>>;
  query?: Q;
  /** The JSON body; `requestBody` documents it instead when it is not only JSON (multipart, text). */
  body?: B;
  requestBody?: { description?: string; content: Content };
  /** Success answers: status -> [description, content]. */
  ok: Record<number, [string, Content?]>;
  /** Error statuses beyond those every staff route gives (401, 403, 429) and a bad id's 404. */
  errors: ErrorStatus[];
  /** Header parameters, as OpenAPI parameter objects. */
  headers?: Record<string, unknown>[];
  /** Middleware run after the access guards and before parsing (rate limits, uploads, text bodies). */
  before?: (deps: D) => RequestHandler[];
  /** Wraps parsing and the handler (an upload's cleanup on failure). */
  wrap?: (run: (req: Request, res: Response) => Promise<void>) => RequestHandler;
  handler(deps: D, call: RouteCall<P, Q, B>): Promise<void> | void;
}

export interface RouteTable<D> {
  /** Where the table's paths start: `/api/forms`. */
  mount: string;
  routes: RouteDeclaration<D>[];
}

/** Every route of a module, with the services its handlers receive (`D`). */
export function declareRoutes<D>(
  mount: string,
  list: (
    route: <const P extends string, Q extends Input | undefined = undefined, B extends Input | undefined = undefined>(
      declaration: RouteDeclaration<D, P, Q, B>,
    ) => RouteDeclaration<D>,
  ) => RouteDeclaration<D>[],
): RouteTable<D> {
  return { mount, routes: list((declaration) => declaration as unknown as RouteDeclaration<D>) };
}

/** The route's path as Express mounts it under the app: `/api/forms/:id`. */
export const fullPath = (mount: string, route: { path: string }) =>
  route.path === '/' ? mount : `${mount}${route.path}`;

/** A route with its full path, as the document, the scope table and the tests read it. */
export type DeclaredRoute = RouteDeclaration<never> & { fullPath: string };

export const declaredRoutes = (tables: RouteTable<never>[]): DeclaredRoute[] =>
  tables.flatMap((table) => table.routes.map((route) => ({ ...route, fullPath: fullPath(table.mount, route) })));

/** `METHOD /api/path` -> the scope an API key needs there; a route not listed refuses every key. */
export function scopeTable(routes: DeclaredRoute[]): Record<string, ApiKeyScope> {
  const table: Record<string, ApiKeyScope> = {};
  for (const route of routes) {
    if (typeof route.access === 'object' && route.access.scope) {
      table[`${route.method.toUpperCase()} ${route.fullPath}`] = route.access.scope;
    }
  }
  return table;
}

/** The guards mountRoutes puts in front of a staff route (the auth module's AuthGuards). */
export interface AccessGuards {
  /** Who is calling (401 without a valid session or key); a key must hold `scope` (403 otherwise). */
  authenticateFor(scope: ApiKeyScope | undefined): RequestHandler;
  requireRole(...roles: Role[]): RequestHandler;
}

const parse = (input: Input, raw: unknown) => input.parse(raw);

function paramsOf(path: string, declared: Partial<Record<string, Input>> | undefined, req: Request) {
  const params: Record<string, string> = {};
  for (const [, name] of path.matchAll(/:(\w+)/g)) {
    const raw = (req.params as Record<string, string>)[name!];
    const input = declared?.[name!];
    params[name!] = input ? (parse(input, raw) as string) : recordId(raw);
  }
  return params;
}

/** Mounts a table's routes on the /api router, each behind its guards, in the table's order. */
export function mountRoutes<D>(api: Router, table: RouteTable<D>, deps: D, guards: AccessGuards): void {
  if (!table.mount.startsWith('/api')) throw new Error(`${table.mount}: routes are mounted under /api`);
  for (const route of table.routes) {
    const { access } = route;
    const guard: RequestHandler[] = [];
    if (typeof access === 'object') {
      guard.push(guards.authenticateFor(access.scope));
      if (ROLES.some((role) => !access.roles.includes(role))) guard.push(guards.requireRole(...access.roles));
    }
    const run = async (req: Request, res: Response) => {
      const params = paramsOf(route.path, route.params, req);
      const query = route.query ? parse(route.query, req.query) : undefined;
      const body = route.body ? parse(route.body, req.body) : undefined;
      await route.handler(deps, { params, query, body, req, res } as RouteCall<string, Input, Input>);
    };
    const handle: RequestHandler = route.wrap ? route.wrap(run) : (req, res) => run(req, res);
    const path = fullPath(table.mount, route).slice('/api'.length) || '/';
    api[route.method](path, ...guard, ...(route.before?.(deps) ?? []), handle);
  }
}

/** Answer and body contents, for `ok` and `requestBody`. */
export const json = (schema: z.ZodType): Content => ({ 'application/json': { schema } });
export const text = (type: string): Content => ({ [type]: { schema: zod.string() } });
export const multipart = (schema: z.ZodType): Content => ({ 'multipart/form-data': { schema } });
export const binary = () =>
  zod.string().meta({ contentMediaType: 'application/octet-stream', description: 'O arquivo' });
