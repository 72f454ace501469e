import { MAX_PER_PAGE, type Company, type Page } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

/** Every company, sorted by name by the API. */
export async function listCompanies(): Promise<Company[]> {
  const { data } = await api.get<Page<Company>>('/companies', { params: { perPage: MAX_PER_PAGE } });
  return data.items;
}
