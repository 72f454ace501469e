// What the privacy module reads of companies (docs/privacy.md): the company a data subject request
// is about, and the companies with an answer retention. The privacy module reads them through here,
// so the companies table stays this module's.
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

export function createPrivacyCompanies({ db }: { db: Db }) {
  return {
    /** The company's id and name, or undefined when there is none with this id. */
    async find(id: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, id));
      return row;
    },

    /** Every company with an answer retention, and its number of days. */
    async withRetention(): Promise<{ id: string; retentionDays: number }[]> {
      const rows = await db
        .select({ id: companies.id, retentionDays: companies.retentionDays })
        .from(companies)
        .where(isNotNull(companies.retentionDays));
      return rows.flatMap((row) =>
        row.retentionDays === null ? [] : [{ id: row.id, retentionDays: row.retentionDays }],
      );
    },
  };
}

export type PrivacyCompanies = ReturnType<typeof createPrivacyCompanies>;
