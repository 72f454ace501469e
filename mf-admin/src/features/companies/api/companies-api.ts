import { DEFAULT_PER_PAGE, type Company, type CompanyCreateInput, type Page } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

export const COMPANIES_PER_PAGE = DEFAULT_PER_PAGE;

/** One page of the companies, sorted by name by the API; `search` ignores accents and case. */
export async function listCompanies(search = '', page = 1): Promise<Page<Company>> {
  const params: Record<string, string | number> = { perPage: COMPANIES_PER_PAGE };
  if (search) params.search = search;
  if (page > 1) params.page = page;
  const { data } = await api.get<Page<Company>>('/companies', { params });
  return data;
}

export interface CompanySave {
  fields: CompanyCreateInput;
  /** A new logo file; `null` removes the current logo; `undefined` leaves it. */
  logo?: File | null;
}

/** The API reads multipart only when a logo file goes along; its text fields then travel as strings. */
function body({ fields, logo }: CompanySave): FormData | Record<string, unknown> {
  if (!(logo instanceof File)) return logo === null ? { ...fields, logo: null } : fields;
  const form = new FormData();
  // A list (the sites that may embed the forms) travels as its JSON text.
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  form.append('logo', logo);
  return form;
}

export async function createCompany(save: CompanySave): Promise<Company> {
  const { data } = await api.post<Company>('/companies', body(save));
  return data;
}

export async function updateCompany(id: string, save: CompanySave): Promise<Company> {
  const { data } = await api.patch<Company>(`/companies/${id}`, body(save));
  return data;
}

export async function deleteCompany(id: string): Promise<void> {
  await api.delete(`/companies/${id}`);
}
