import { and, asc, eq, like } from 'drizzle-orm';
import { brasiliaMonth, type Company } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { channelUsage, companies, files } from '../../db/schema';
import { fileUrl } from '../../kernel/file-urls';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;

/** A company row with its logo's file name, as the queries below select it. */
export interface CompanyRecord {
  company: CompanyRow;
  logoName: string | null;
  /** WhatsApp and SMS messages of this month (docs/notifications.md#the-monthly-cap). */
  messagesThisMonth?: number | null;
}

/** The API's Company; `logo` is the absolute URL of the logo file. */
export function toCompany({ company, logoName, messagesThisMonth }: CompanyRecord, publicUrl: string): Company {
  return {
    id: company.id,
    name: company.name,
    formsLimit: company.formsLimit,
    usersLimit: company.usersLimit,
    allowEmail: company.allowEmail,
    allowSMS: company.allowSMS,
    allowWhatsapp: company.allowWhatsapp,
    color: company.color,
    logo:
      company.logoFileId && logoName ? fileUrl(publicUrl, { id: company.logoFileId, originalName: logoName }) : null,
    privacyNotice: company.privacyNotice,
    privacyPolicyUrl: company.privacyPolicyUrl,
    privacyAckRequired: company.privacyAckRequired,
    retentionDays: company.retentionDays,
    embedOrigins: company.embedOrigins ?? [],
    // Read with the company list and page (not inside a user's session).
    ...(messagesThisMonth !== undefined
      ? { messagesLimit: company.messagesLimit, messagesThisMonth: messagesThisMonth ?? 0 }
      : {}),
  };
}

const selectCompanies = (db: Db) =>
  db
    .select({ company: companies, logoName: files.originalName, messagesThisMonth: channelUsage.count })
    .from(companies)
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .leftJoin(
      channelUsage,
      // This month of Brasília, as the notifications count it.
      and(eq(channelUsage.companyId, companies.id), eq(channelUsage.month, brasiliaMonth(new Date()))),
    );

/** Companies whose name holds `search` (already normalised, contracts normalizeSearch), or all. */
const searchCondition = (search: string | undefined) =>
  search ? like(companies.nameSearch, containsPattern(search)) : undefined;

export async function listCompanies(
  db: Db,
  page: { offset: number; limit: number; search?: string },
): Promise<CompanyRecord[]> {
  return selectCompanies(db)
    .where(searchCondition(page.search))
    .orderBy(asc(companies.nameSearch), asc(companies.name), asc(companies.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function countCompanies(db: Db, search?: string): Promise<number> {
  return db.$count(companies, searchCondition(search));
}

export async function findCompany(db: Db, id: string): Promise<CompanyRecord | undefined> {
  const [row] = await selectCompanies(db).where(eq(companies.id, id));
  return row;
}

export async function insertCompany(db: Db, values: NewCompanyRow): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('company insert returned no row');
  return row;
}

export async function updateCompany(db: Db, id: string, values: Partial<NewCompanyRow>): Promise<void> {
  await db.update(companies).set(values).where(eq(companies.id, id));
}

/** Its users, forms, submissions and file rows go with it (foreign keys cascade). */
export async function deleteCompany(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id });
  return rows.length > 0;
}
