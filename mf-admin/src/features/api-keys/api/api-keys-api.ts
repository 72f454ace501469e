import type { ApiKey, ApiKeyCreateInput, CreatedApiKey } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

/** The company's keys, newest first (revoked ones too); never the secret. */
export async function listApiKeys(): Promise<ApiKey[]> {
  const { data } = await api.get<ApiKey[]>('/api-keys');
  return data;
}

/** The answer carries the whole key: the only time it is ever sent. */
export async function createApiKey(input: ApiKeyCreateInput): Promise<CreatedApiKey> {
  const { data } = await api.post<CreatedApiKey>('/api-keys', input);
  return data;
}

export async function revokeApiKey(id: string): Promise<void> {
  await api.delete(`/api-keys/${id}`);
}
