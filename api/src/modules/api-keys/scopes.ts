// The one table of what an API key may call: each route a key can reach, with the scope it needs.
// The authenticate guard looks the route up here; a route that is not listed (users, companies,
// templates, privacy, auth, the API keys themselves...) answers 403 to every key
// (docs/api-keys.md, "Permissões").
import type { Request } from 'express';
import type { ApiKeyScope } from '@formbuilder/contracts';

/** `METHOD /api/<mount><route path>`, as Express names the matched route. */
export const routeScopes: Readonly<Record<string, ApiKeyScope>> = {
  'GET /api/forms/': 'forms:read',
  'GET /api/forms/count': 'forms:read',
  'GET /api/forms/:id': 'forms:read',
  'POST /api/forms/': 'forms:write',
  'POST /api/forms/from-template': 'forms:write',
  'PATCH /api/forms/:id': 'forms:write',
  'DELETE /api/forms/:id': 'forms:write',

  'GET /api/submissions/': 'submissions:read',
  'GET /api/submissions/:id': 'submissions:read',
  'GET /api/forms/:formId/submissions.:format': 'submissions:read',
  'GET /api/forms/:formId/insights': 'submissions:read',
  'GET /api/forms/:formId/insights/questions/:questionId/answers': 'submissions:read',
  'POST /api/submissions/:id/comments': 'submissions:write',
  'DELETE /api/submissions/:id': 'submissions:write',
};

/**
 * The route the request matched, as a key of routeScopes; undefined outside a route handler (a
 * guard mounted with `router.use` names no route, so keys are refused there).
 */
export function routeOf(req: Request): string | undefined {
  const route = req.route as { path?: unknown } | undefined;
  if (typeof route?.path !== 'string') return undefined;
  return `${req.method} ${req.baseUrl}${route.path}`;
}

/** The scope a key needs for this request; undefined means no key may call it. */
export function requiredScope(req: Request): ApiKeyScope | undefined {
  const route = routeOf(req);
  return route === undefined ? undefined : routeScopes[route];
}
