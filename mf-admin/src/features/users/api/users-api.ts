import {
  DEFAULT_PER_PAGE,
  type Company,
  type Page,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
} from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

export const USERS_PER_PAGE = DEFAULT_PER_PAGE;

/** One page of the company's users, the caller first and then by name (the API sorts so). */
export async function listUsers(
  companyId: string,
  search = '',
  perPage = USERS_PER_PAGE,
  page = 1,
): Promise<Page<User>> {
  const params: Record<string, string | number> = { companyId, perPage };
  if (search) params.search = search;
  if (page > 1) params.page = page;
  const { data } = await api.get<Page<User>>('/users', { params });
  return data;
}

/** The company and how many users it has, for the plan card. */
export async function getUsersPlan(companyId: string): Promise<{ company: Company; used: number }> {
  const [{ data: company }, { totalItems }] = await Promise.all([
    api.get<Company>(`/companies/${companyId}`),
    listUsers(companyId, '', 1),
  ]);
  return { company, used: totalItems };
}

export async function createUser(input: UserCreateInput): Promise<User> {
  const { data } = await api.post<User>('/users', input);
  return data;
}

export async function updateUser(id: string, input: UserUpdateInput): Promise<User> {
  const { data } = await api.patch<User>(`/users/${id}`, input);
  return data;
}

export async function deleteUser(id: string): Promise<void> {
  await api.delete(`/users/${id}`);
}
