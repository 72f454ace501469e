// Company API keys (docs/api-keys.md): what a MANAGER sends to create one, what the API answers,
// and the scopes a key may carry. A key acts as its company with only its scopes.
import { z } from 'zod';
import { safeString } from './text';
import { messages } from './messages';

export const API_KEY_NAME_MAX = 80;
/** Every key starts with this, so a leaked one is easy to recognise (and to search for). */
export const API_KEY_PREFIX = 'fbk_';

export const apiKeyScopes = ['forms:read', 'submissions:read', 'forms:write', 'submissions:write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** What each scope allows, as the "Chaves de API" screen shows it. */
export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  'forms:read': 'Ler formulários',
  'submissions:read': 'Ler respostas (inclui exportações e indicadores)',
  'forms:write': 'Criar, alterar e apagar formulários',
  'submissions:write': 'Comentar e apagar respostas',
};

export const apiKeyMessages = {
  scopesRequired: 'Selecione pelo menos uma permissão',
  invalidScope: 'Permissão inválida',
  created: 'Chave de API criada com sucesso',
  revoked: 'Chave de API revogada com sucesso',
  revokeConfirm: 'Revogar esta chave? Os sistemas que a usam deixarão de ter acesso imediatamente.',
  shownOnce: 'Copie a chave agora: ela não será mostrada novamente.',
  copied: 'Chave copiada',
} as const;

/** `POST /api/api-keys`. */
export const apiKeyCreateSchema = z.object({
  name: safeString({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(API_KEY_NAME_MAX, messages.maxLength(API_KEY_NAME_MAX)),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: apiKeyMessages.invalidScope }), { error: apiKeyMessages.scopesRequired })
    .min(1, apiKeyMessages.scopesRequired)
    .transform((scopes) => apiKeyScopes.filter((scope) => scopes.includes(scope))),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;
