// What the database itself guarantees, whichever driver runs it.
import { eq, sql } from 'drizzle-orm';
import { normalizeSearch } from '@formbuilder/contracts';
import { companies, forms, submissions, users } from '../src/db/schema';
import { insertCompany, insertForm, insertSubmission, insertUser } from './support/fixtures';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('database constraints', () => {
  it('when a form has submissions, then deleting it fails', async () => {
    // Arrange
    const company = await insertCompany(server.db);
    const form = await insertForm(server.db, { companyId: company.id });
    await insertSubmission(server.db, { formId: form.id, companyId: company.id });

    // Act
    const deleting = server.db.delete(forms).where(eq(forms.id, form.id));

    // Assert
    await expect(deleting).rejects.toThrow();
  });

  it('when a company is deleted, then its users, forms and submissions go with it', async () => {
    // Arrange
    const company = await insertCompany(server.db);
    const user = await insertUser(server.db, {
      email: 'u@gone.com',
      password: 'x-password',
      role: 'USER',
      companyId: company.id,
    });
    const form = await insertForm(server.db, { companyId: company.id, createdById: user.id });
    await insertSubmission(server.db, { formId: form.id, companyId: company.id });

    // Act
    await server.db.delete(companies).where(eq(companies.id, company.id));

    // Assert
    expect(await server.db.$count(users, eq(users.companyId, company.id))).toBe(0);
    expect(await server.db.$count(forms, eq(forms.companyId, company.id))).toBe(0);
    expect(await server.db.$count(submissions, eq(submissions.companyId, company.id))).toBe(0);
  });

  it('when a form creator is deleted, then the form stays with no creator', async () => {
    // Arrange
    const company = await insertCompany(server.db);
    const user = await insertUser(server.db, {
      email: 'autor@x.com',
      password: 'x-password',
      role: 'USER',
      companyId: company.id,
    });
    const form = await insertForm(server.db, { companyId: company.id, createdById: user.id });

    // Act
    await server.db.delete(users).where(eq(users.id, user.id));

    // Assert
    const [kept] = await server.db.select().from(forms).where(eq(forms.id, form.id));
    expect(kept?.createdById).toBeNull();
  });

  it('when two users share an e-mail, then the second insert fails', async () => {
    // Arrange
    const company = await insertCompany(server.db);
    await insertUser(server.db, { email: 'dup@x.com', password: 'x-password', role: 'USER', companyId: company.id });

    // Act & Assert
    await expect(
      insertUser(server.db, { email: 'dup@x.com', password: 'x-password', role: 'USER', companyId: company.id }),
    ).rejects.toThrow();
  });

  it('when a non-ADMIN user has no company, then the insert fails', async () => {
    await expect(
      insertUser(server.db, { email: 'solto@x.com', password: 'x-password', role: 'MANAGER', companyId: null }),
    ).rejects.toThrow();
  });

  it('when a company colour is not hex, then the insert fails', async () => {
    await expect(
      server.db.insert(companies).values({ name: 'Cor', nameSearch: normalizeSearch('Cor'), color: 'red' }),
    ).rejects.toThrow();
  });

  it('when a form retries a submission with the same idempotency key, then the second insert fails', async () => {
    // Arrange
    const company = await insertCompany(server.db);
    const form = await insertForm(server.db, { companyId: company.id });
    const row = { formId: form.id, companyId: company.id, name: 'A', nameSearch: 'a', idempotencyKey: 'k-1' };
    await server.db.insert(submissions).values(row);

    // Act & Assert
    await expect(server.db.insert(submissions).values(row)).rejects.toThrow();
  });
});

describe('search indexes', () => {
  it('when answers are searched inside the name or the document key, then the plan reads the trigram indexes', async () => {
    // Arrange
    const company = await insertCompany(server.db);
    const form = await insertForm(server.db, { companyId: company.id });
    await insertSubmission(server.db, { formId: form.id, companyId: company.id, name: 'Gabriela Souza' });

    // Act: with sequential scans priced out, only an index able to answer '%...%' can serve these.
    const plan = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select count(*) from ${submissions}
        where name_search like '%briela%' or document_digits like '%2998%'`);
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
    });

    // Assert
    expect(plan).toContain('submissions_name_search_trgm_idx');
    expect(plan).toContain('submissions_document_digits_trgm_idx');
  });
});
