// The api-keys module's public entry (docs/api-keys.md): the /api/api-keys routes, the service, and
// the KeyAuthentication the authenticate guard uses to accept keys on the existing routes.
import type { KeyAuthentication } from '../auth';
import type { RateLimitStore } from '../../http/rate-limit';
import { isApiKey, type ApiKeysService } from './service';

export { apiKeysRoutes } from './routes';
export { createApiKeysService, hashApiKey, type ApiKeysService } from './service';

/** Keys for the guards: looked up by the service, each counted against `perMinute` (0: no limit). */
export function apiKeyAuthentication(
  service: ApiKeysService,
  options: { limits: RateLimitStore; perMinute: number },
): KeyAuthentication {
  const limiter =
    options.perMinute > 0
      ? options.limits.limiter({ name: 'api-key', points: options.perMinute, windowMs: 60_000 })
      : undefined;
  return {
    isKey: isApiKey,
    authenticate: (key) => service.authenticate(key),
    take: async (keyId) => limiter?.take(keyId),
  };
}
