// The data subject's rights (LGPD, docs/privacy.md): a MANAGER (its own company) or an ADMIN (the
// company it names) finds every answer of one person by CPF/CNPJ or e-mail, exports everything held
// about them, or deletes all of it; and the retention job deletes each company's answers older than
// its retention. Every deletion goes through the submissions module's one deletion path; companies
// are read through the companies module.
import {
  dataSubjectMessages,
  type DataSubjectAnswer,
  type DataSubjectPartial,
  type DataSubjectDeleted,
  type DataSubjectExport,
  type DataSubjectQuery,
} from '@formbuilder/contracts';
import { invalid, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { AuthContext } from '../../kernel/caller';
import { uploadedFileId } from '../../kernel/file-urls';
import type { PrivacyCompanies } from '../companies';
import type { PrivacyAnswers } from '../submissions';

export interface PrivacyServiceDeps {
  /** The company of a request and the companies with a retention, through the companies module. */
  companies: PrivacyCompanies;
  /** The answers it finds and deletes, through the submissions module (its one deletion path). */
  answers: PrivacyAnswers;
  publicUrl: string;
  logger: Logger;
}

/** More answers of one person than any real case; the list stops there. */
const PERSON_ANSWERS_MAX = 1_000;

export interface RetentionRun {
  companies: number;
  deleted: number;
  files: number;
  /** 'Continuar depois' drafts deleted (expired, or kept longer than the company's retention). */
  partials: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPrivacyService({ companies, answers, publicUrl, logger }: PrivacyServiceDeps) {
  /** The company searched: a MANAGER's own; an ADMIN's the one it names (a missing one is a 404). */
  const companyOf = async (caller: AuthContext, query: DataSubjectQuery): Promise<{ id: string; name: string }> => {
    let id: string | null = caller.role === 'MANAGER' ? caller.companyId : null;
    if (caller.role === 'ADMIN') {
      if (!query.companyId) {
        throw invalid(dataSubjectMessages.companyRequired, { companyId: dataSubjectMessages.companyRequired });
      }
      if (!UUID.test(query.companyId)) throw notFound();
      id = query.companyId;
    }
    if (!id) throw notFound();
    const row = await companies.find(id);
    if (!row) throw notFound();
    return row;
  };

  const listed = (row: {
    id: string;
    createdAt: Date;
    formId: string;
    formTitle: string;
    name: string;
    document: string;
    email: string;
  }): DataSubjectAnswer => ({
    id: row.id,
    created: row.createdAt.toISOString(),
    form: { id: row.formId, title: row.formTitle },
    name: row.name,
    document: row.document,
    email: row.email,
  });

  const find = (companyId: string, query: DataSubjectQuery) => answers.find(companyId, query, PERSON_ANSWERS_MAX);
  const findPartials = (companyId: string, query: DataSubjectQuery) =>
    answers.findPartials(companyId, query, PERSON_ANSWERS_MAX);

  const listedPartial = (row: Awaited<ReturnType<typeof findPartials>>[number]): DataSubjectPartial => ({
    id: row.id,
    created: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    form: { id: row.formId, title: row.formTitle },
    name: row.name,
    document: row.document,
    email: row.email,
  });

  return {
    /** Every answer of the person in the company, newest first. */
    async search(
      caller: AuthContext,
      query: DataSubjectQuery,
    ): Promise<{ items: DataSubjectAnswer[]; partials: DataSubjectPartial[] }> {
      const company = await companyOf(caller, query);
      const [rows, partials] = await Promise.all([find(company.id, query), findPartials(company.id, query)]);
      return { items: rows.map(listed), partials: partials.map(listedPartial) };
    },

    /** Everything held about the person: identity, answers, the uploads they link to, comments. */
    async export(caller: AuthContext, query: DataSubjectQuery): Promise<DataSubjectExport> {
      const company = await companyOf(caller, query);
      const [rows, partials] = await Promise.all([find(company.id, query), findPartials(company.id, query)]);
      return {
        generatedAt: new Date().toISOString(),
        company,
        answers: rows.map((row) => ({
          ...listed(row),
          phone: row.phone,
          answers: row.answers.map(({ questionId, question, answer }) => ({ questionId, question, answer })),
          files: row.answers
            .map((answer) => answer.answer)
            .filter((answer) => typeof answer === 'string' && uploadedFileId(answer, publicUrl) !== undefined),
          comments: row.comments.map(({ comment, created, isUser }) => ({ comment, created, isUser })),
          privacyAck: row.privacyAck ?? null,
        })),
        partials: partials.map((row) => ({
          ...listedPartial(row),
          phone: row.phone,
          answers: row.draft.answers as Record<string, unknown>,
        })),
      };
    },

    /** Deletes every answer of the person in the company, with their uploads; one audit row each. */
    async remove(caller: AuthContext, query: DataSubjectQuery): Promise<DataSubjectDeleted> {
      const company = await companyOf(caller, query);
      const result = await answers.deleteOfPerson(company.id, query, { actorId: caller.userId, via: 'person' });
      const partials = await answers.deletePartialsOfPerson(company.id, query);
      return { deleted: result.deleted.length, files: result.files, partials };
    },

    /**
     * One run of the retention job: for each company with a retention, its answers stored more than
     * that many days before `now` go, with their uploads. Rows another run holds are skipped (it
     * deletes them), so two runs at once delete each answer once. One log line, counts only.
     */
    async runRetention(now = new Date()): Promise<RetentionRun> {
      const due = await companies.withRetention();
      const run: RetentionRun = { companies: due.length, deleted: 0, files: 0, partials: 0 };
      // 'Continuar depois' drafts whose link expired, whatever the company's retention.
      run.partials += await answers.deletePartials(now);
      for (const company of due) {
        const before = new Date(now.getTime() - company.retentionDays * 86_400_000);
        const result = await answers.deleteStoredBefore(company.id, before, { actorId: null, via: 'retention' });
        run.deleted += result.deleted.length;
        run.files += result.files;
        run.partials += await answers.deletePartials(now, { id: company.id, before });
      }
      logger.info('retention run', { ...run });
      return run;
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
