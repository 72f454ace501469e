import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, files, forms } from '../../db/schema';

/** A form with the company details a respondent sees. */
export async function findFormWithCompany(db: Db, id: string) {
  const [row] = await db
    .select({
      form: forms,
      company: { name: companies.name, color: companies.color, logoFileId: companies.logoFileId },
      logoName: files.originalName,
    })
    .from(forms)
    .innerJoin(companies, eq(companies.id, forms.companyId))
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .where(eq(forms.id, id));
  return row;
}
