// Respondents' comments have a quota and a rate of their own on each answer, apart from the staff's
// (docs/submissions.md, "Comments"): what respondents write can never keep staff from commenting.
import { eq } from 'drizzle-orm';
import { messages, SUBMISSION_LIMITS, type Comment } from '@formbuilder/contracts';
import { submissions } from '../src/db/schema';
import { PUBLIC_COMMENTS_PER_ANSWER_PER_HOUR } from '../src/modules/submissions/throttle';
import { insertStoredSubmission, insertSurvey, seedCompany, tokenOf, type SeededCompany } from './support/fixtures';
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let acme: SeededCompany;
let managerToken: string;
let formId: string;
beforeAll(async () => {
  // Per-IP limits high enough never to be the one that answers; each request from an IP of its own.
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '1000', TRUST_PROXY: '1' } });
  acme = await seedCompany(server.db);
  managerToken = await tokenOf(server.url, acme.manager.email);
  formId = (await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id })).id;
});
afterAll(() => server.stop());

let ipCounter = 0;
const publicComment = (id: string, comment: string) =>
  call(server.url, `/api/public/submissions/${id}/comments`, {
    method: 'POST',
    body: { comment },
    headers: { 'x-forwarded-for': `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` },
  });
const staffComment = (id: string, comment: string) =>
  call(server.url, `/api/submissions/${id}/comments`, { method: 'POST', token: managerToken, body: { comment } });

const comments = (count: number, isUser: boolean): Comment[] =>
  Array.from({ length: count }, (_, index) => ({
    user: isUser ? null : acme.manager.id,
    comment: `comentário ${index}`,
    created: new Date(Date.UTC(2024, 0, 1, 0, 0, index % 60)).toISOString(),
    isUser,
  }));

const storedComments = async (id: string) =>
  (await server.db.select().from(submissions).where(eq(submissions.id, id)))[0]!.comments;

describe('comment quotas', () => {
  it('when respondents have filled their quota on an answer, then the next public comment is 409 and staff still comment', async () => {
    // Arrange: one public comment short of the respondents' quota, and 999 comments in all.
    const publicQuota = SUBMISSION_LIMITS.publicComments;
    expect(publicQuota).toBeLessThan(SUBMISSION_LIMITS.comments / 10);
    const staffBefore = 999 - (publicQuota - 1);
    const answer = await insertStoredSubmission(server.db, {
      formId,
      companyId: acme.company.id,
      name: 'Carla',
      comments: [...comments(publicQuota - 1, true), ...comments(staffBefore, false)],
    });

    // Act
    const lastPublic = await publicComment(answer.id, 'último permitido');
    const overPublic = await publicComment(answer.id, 'um a mais');
    const staff = await staffComment(answer.id, 'a equipe ainda comenta');
    const staffAgain = await staffComment(answer.id, 'e de novo');

    // Assert
    expect(lastPublic.status).toBe(201);
    expect(overPublic.status).toBe(409);
    expect(overPublic.json).toEqual({ error: { code: 'CONFLICT', message: messages.commentsLimit } });
    expect([staff.status, staffAgain.status]).toEqual([201, 201]);
    const stored = await storedComments(answer.id);
    expect(stored.filter((comment) => comment.isUser)).toHaveLength(publicQuota);
    expect(stored.filter((comment) => !comment.isUser)).toHaveLength(staffBefore + 2);
    expect(stored.map((comment) => comment.comment)).not.toContain('um a mais');
  });

  it('when staff have filled their own quota, then a staff comment is 409 and a respondent may still comment', async () => {
    // Arrange
    const answer = await insertStoredSubmission(server.db, {
      formId,
      companyId: acme.company.id,
      name: 'Davi',
      comments: comments(SUBMISSION_LIMITS.comments, false),
    });

    // Act
    const staff = await staffComment(answer.id, 'sem espaço');
    const respondent = await publicComment(answer.id, 'ainda cabe');

    // Assert
    expect(staff.status).toBe(409);
    expect(staff.json.error.message).toBe(messages.commentsLimit);
    expect(respondent.status).toBe(201);
    expect(await storedComments(answer.id)).toHaveLength(SUBMISSION_LIMITS.comments + 1);
  });
});

describe('public comment rate per answer', () => {
  it('when one answer gets more public comments in an hour than its rate, from many IPs, then the next is 429 and staff still comment', async () => {
    // Arrange
    const answer = await insertStoredSubmission(server.db, { formId, companyId: acme.company.id, name: 'Eva' });
    const allowed: number[] = [];
    for (let index = 0; index < PUBLIC_COMMENTS_PER_ANSWER_PER_HOUR; index++) {
      allowed.push((await publicComment(answer.id, `comentário ${index}`)).status);
    }
    const other = await insertStoredSubmission(server.db, { formId, companyId: acme.company.id, name: 'Fábio' });

    // Act
    const blocked = await publicComment(answer.id, 'mais um, de outro IP');
    const otherAnswer = await publicComment(other.id, 'outra resposta');
    const staff = await staffComment(answer.id, 'a equipe responde');

    // Assert
    expect(allowed).toEqual(Array(PUBLIC_COMMENTS_PER_ANSWER_PER_HOUR).fill(201));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.json).toEqual({ error: { code: 'THROTTLED', message: messages.tooManyRequests } });
    expect(otherAnswer.status).toBe(201);
    expect(staff.status).toBe(201);
    expect((await storedComments(answer.id)).filter((comment) => comment.isUser)).toHaveLength(
      PUBLIC_COMMENTS_PER_ANSWER_PER_HOUR,
    );
  });
});
