import { asc, eq } from 'drizzle-orm';
import type { Company } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { companies, files } from '../../db/schema';
import { fileUrl } from '../files/urls';

type CompanyRow = typeof companies.$inferSelect;

/** A company row with its logo's file name, as the queries below select it. */
export interface CompanyRecord {
  company: CompanyRow;
  logoName: string | null;
}

export function toCompany({ company, logoName }: CompanyRecord): Company {
  return {
    id: company.id,
    name: company.name,
    formsLimit: company.formsLimit,
    usersLimit: company.usersLimit,
    allowEmail: company.allowEmail,
    allowSMS: company.allowSMS,
    allowWhatsapp: company.allowWhatsapp,
    color: company.color,
    logo: company.logoFileId && logoName ? fileUrl(company.logoFileId, logoName) : null,
  };
}

const selectCompanies = (db: Db) =>
  db
    .select({ company: companies, logoName: files.originalName })
    .from(companies)
    .leftJoin(files, eq(files.id, companies.logoFileId));

export async function listCompanies(db: Db, page: { offset: number; limit: number }): Promise<CompanyRecord[]> {
  return selectCompanies(db)
    .orderBy(asc(companies.nameSearch), asc(companies.name), asc(companies.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function countCompanies(db: Db): Promise<number> {
  return db.$count(companies);
}

export async function findCompany(db: Db, id: string): Promise<CompanyRecord | undefined> {
  const [row] = await selectCompanies(db).where(eq(companies.id, id));
  return row;
}
