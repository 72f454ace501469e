import { AUDIT_PER_PAGE, type AuditAction, type AuditEntry, type Company, type Page } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

export interface AuditFilters {
  action?: AuditAction;
  /** Days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** ADMIN only. */
  companyId?: string;
}

/** One page of the audit log, newest first (GET /api/audit). */
export async function listAudit(filters: AuditFilters, page = 1): Promise<Page<AuditEntry>> {
  const params: Record<string, string | number> = { perPage: AUDIT_PER_PAGE };
  for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
  if (page > 1) params.page = page;
  const { data } = await api.get<Page<AuditEntry>>('/audit', { params });
  return data;
}

/** Companies matching a name, for the ADMIN's company filter. */
export async function searchCompanies(search: string): Promise<Company[]> {
  const params: Record<string, string> = search ? { search } : {};
  const { data } = await api.get<Page<Company>>('/companies', { params });
  return data.items;
}
