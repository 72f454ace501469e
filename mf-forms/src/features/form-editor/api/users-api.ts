// Who can be named as the form's notified user: the company's users for a MANAGER, only itself for
// a USER (the API answers each role so).
import type { Page, User } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

export async function listNotifiableUsers(): Promise<User[]> {
  const { data } = await api.get<Page<User>>('/users', { params: { perPage: 500 } });
  return data.items;
}
