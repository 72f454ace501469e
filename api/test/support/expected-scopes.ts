// The API-key scope of every route a key may call, as docs/api-keys.md ("Permissões") states it:
// the expected values of the key tests, written here and never read from the code under test.
import type { ApiKeyScope } from '@formbuilder/contracts';

export const expectedScopes: Readonly<Record<string, ApiKeyScope>> = {
  'GET /api/forms': 'forms:read',
  'GET /api/forms/count': 'forms:read',
  'GET /api/forms/:id': 'forms:read',
  'POST /api/forms': 'forms:write',
  'POST /api/forms/from-template': 'forms:write',
  'PATCH /api/forms/:id': 'forms:write',
  'POST /api/forms/:id/duplicate': 'forms:write',
  'DELETE /api/forms/:id': 'forms:write',

  'GET /api/submissions': 'submissions:read',
  'GET /api/submissions/:id': 'submissions:read',
  'GET /api/forms/:formId/submissions.:format': 'submissions:read',
  'GET /api/forms/:formId/insights': 'submissions:read',
  'GET /api/forms/:formId/insights/questions/:questionId/answers': 'submissions:read',
  'POST /api/submissions/:id/comments': 'submissions:write',
  'DELETE /api/submissions/:id': 'submissions:write',
  'POST /api/submissions/delete': 'submissions:write',
};
