// The answers the privacy module works on (docs/privacy.md): one person's in a company (the same
// document key, or the same e-mail in any case) and a company's stored before its retention. The
// privacy module finds and deletes them through here, so the submissions table stays this module's.
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { DataSubjectQuery } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { forms, resumeLinks, submissions } from '../../db/schema';
import type { DeletionAudit, DeletionResult, SubmissionDeletion } from './deletion';
import { deleteExpiredResumeLinks } from './resume';

export interface PrivacyAnswersDeps {
  db: Db;
  deletion: SubmissionDeletion;
}

export function createPrivacyAnswers({ db, deletion }: PrivacyAnswersDeps) {
  /** The person's answers in one company: the same document key, or the same e-mail (any case). */
  const personCondition = (companyId: string, query: DataSubjectQuery): SQL =>
    and(
      eq(submissions.companyId, companyId),
      'document' in query && query.document
        ? eq(submissions.documentDigits, query.document)
        : sql`lower(${submissions.email}) = ${'email' in query ? query.email : ''}`,
    )!;

  /** The person's drafts kept for 'Continuar depois' links: the same document key, or either e-mail. */
  const partialCondition = (companyId: string, query: DataSubjectQuery): SQL =>
    and(
      eq(resumeLinks.companyId, companyId),
      'document' in query && query.document
        ? eq(resumeLinks.documentDigits, query.document)
        : sql`(${resumeLinks.email} = ${'email' in query ? query.email : ''} or lower(${resumeLinks.draft}->'identity'->>'email') = ${'email' in query ? query.email : ''})`,
    )!;

  return {
    /** The person's drafts kept for 'Continuar depois' links in the company, newest first: never answers. */
    findPartials: async (companyId: string, query: DataSubjectQuery, limit: number) =>
      db
        .select({
          id: resumeLinks.id,
          createdAt: resumeLinks.createdAt,
          expiresAt: resumeLinks.expiresAt,
          formId: forms.id,
          formTitle: forms.title,
          name: resumeLinks.name,
          document: resumeLinks.document,
          email: resumeLinks.email,
          phone: resumeLinks.phone,
          draft: resumeLinks.draft,
        })
        .from(resumeLinks)
        .innerJoin(forms, eq(forms.id, resumeLinks.formId))
        .where(partialCondition(companyId, query))
        .orderBy(desc(resumeLinks.createdAt), desc(resumeLinks.id))
        .limit(limit),

    /** Deletes the person's drafts kept for 'Continuar depois' links (their links stop working). */
    deletePartialsOfPerson: async (companyId: string, query: DataSubjectQuery): Promise<number> =>
      (await db.delete(resumeLinks).where(partialCondition(companyId, query)).returning({ id: resumeLinks.id })).length,

    /** The retention job's share of drafts: every expired link, and the company's kept since before `before`. */
    deletePartials: async (now: Date, company?: { id: string; before: Date }): Promise<number> =>
      company
        ? (
            await db
              .delete(resumeLinks)
              .where(and(eq(resumeLinks.companyId, company.id), lt(resumeLinks.createdAt, company.before)))
              .returning({ id: resumeLinks.id })
          ).length
        : deleteExpiredResumeLinks(db, now),

    /** The person's answers in the company, newest first, at most `limit`. */
    find: async (companyId: string, query: DataSubjectQuery, limit: number) =>
      db
        .select({
          id: submissions.id,
          createdAt: submissions.createdAt,
          formId: forms.id,
          formTitle: forms.title,
          name: submissions.name,
          document: submissions.document,
          email: submissions.email,
          phone: submissions.phone,
          answers: submissions.answers,
          comments: submissions.comments,
          privacyAck: submissions.privacyAck,
        })
        .from(submissions)
        .innerJoin(forms, eq(forms.id, submissions.formId))
        .where(personCondition(companyId, query))
        .orderBy(desc(submissions.createdAt), desc(submissions.id))
        .limit(limit),

    /** Deletes every answer of the person in the company, with their uploads; one audit row each. */
    deleteOfPerson: (companyId: string, query: DataSubjectQuery, audit: DeletionAudit): Promise<DeletionResult> =>
      deletion.deleteAll(personCondition(companyId, query), audit),

    /**
     * Deletes the company's answers stored before `before`, with their uploads; rows another run
     * holds are skipped (it deletes them), so two runs at once delete each answer once.
     */
    deleteStoredBefore: (companyId: string, before: Date, audit: DeletionAudit): Promise<DeletionResult> =>
      deletion.deleteAll(and(eq(submissions.companyId, companyId), lt(submissions.createdAt, before))!, audit, {
        skipLocked: true,
      }),
  };
}

export type PrivacyAnswers = ReturnType<typeof createPrivacyAnswers>;
