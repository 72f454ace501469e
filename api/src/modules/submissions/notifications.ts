// After a submission commits (or is deleted): a realtime event to the staff allowed to see its form (the creator,
// the company's MANAGERs and the notified user; never another company), on every API instance
// through the event bus, an e-mail to the notified user when the company allows e-mail, and the
// respondent's copy of the answers when the form sends one (answer-copy.ts).
import type { SubmissionCreatedEvent, SubmissionDeletedEvent } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import type { SocketAccess } from '../../realtime/access';
import type { EventBus } from '../../realtime/event-bus';
import type { RealtimeClient, SocketRegistry } from '../../realtime/registry';
import { sendAnswerCopy } from './answer-copy';
import type { DeletedSubmission } from './deletion';
import * as repo from './repo';
import type { SubmissionCreatedNotice } from './answering';
import { toSubmission } from './staff';

const SUBMISSION_CREATED = 'submission.created';
const SUBMISSION_DELETED = 'submission.deleted';

export interface SubmissionNotifierDeps {
  db: Db;
  bus: EventBus;
  sockets: SocketRegistry;
  /** Delivers to sockets by their holders' current rights, not the ones they connected with. */
  access: SocketAccess;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
}

interface Audience {
  companyId: string;
  createdById: string | null;
  notifiedUserId: string | null;
}

export function mayReceive(client: Pick<RealtimeClient, 'userId' | 'role' | 'companyId'>, audience: Audience) {
  if (client.companyId !== audience.companyId) return false;
  return (
    client.role === 'MANAGER' || client.userId === audience.createdById || client.userId === audience.notifiedUserId
  );
}

export function newSubmissionMail(values: { formTitle: string; respondent: string; link: string }) {
  return {
    subject: `Nova resposta: ${values.formTitle}`,
    text: [
      `${values.respondent} respondeu o formulário "${values.formTitle}".`,
      '',
      `Veja a resposta em: ${values.link}`,
    ].join('\n'),
  };
}

export function createSubmissionNotifier({
  db,
  bus,
  sockets,
  access,
  mailer,
  publicUrl,
  logger,
}: SubmissionNotifierDeps) {
  // Every instance runs this for every event, and sends only to the sockets it holds itself. One
  // handler for both kinds, so the bus keeps a deletion behind the creation it follows.
  bus.subscribe(async (event) => {
    if (sockets.size === 0) return;
    if (event.type === SUBMISSION_CREATED) {
      const row = await repo.findSubmissionWithAudience(db, event.id);
      if (!row) return;
      const message: SubmissionCreatedEvent = { type: SUBMISSION_CREATED, submission: toSubmission(row) };
      await access.deliver((client) => mayReceive(client, row.audience), message);
    } else if (event.type === SUBMISSION_DELETED && event.formId) {
      const audience = await repo.findFormAudience(db, event.formId);
      if (!audience) return;
      const message: SubmissionDeletedEvent = { type: SUBMISSION_DELETED, id: event.id, formId: event.formId };
      await access.deliver((client) => mayReceive(client, audience), message);
    }
  });

  const mail = async (created: SubmissionCreatedNotice) => {
    // A form with no notified user mails no one: skip the lookup (one query less per submission).
    if (created.notifiedUserId === null) return;
    const recipient = await repo.findMailRecipient(db, created.formId);
    if (!recipient) return;
    const row = await repo.findSubmissionWithAudience(db, created.id);
    if (!row) return;
    await mailer.send({
      to: recipient.email,
      ...newSubmissionMail({
        formTitle: recipient.formTitle,
        respondent: row.submission.name,
        link: `${publicUrl}/forms/${created.formId}/submissions/${created.id}`,
      }),
    });
  };

  return {
    /** After deleted answers commit: one event each, ids only (fire and forget, failures logged). */
    submissionsDeleted(deleted: DeletedSubmission[]): Promise<void> {
      return Promise.all(
        deleted.map(({ id, formId }) =>
          bus
            .publish({ type: SUBMISSION_DELETED, id, formId })
            .catch((error: unknown) => logger.error('submission event not published', { id, error })),
        ),
      ).then(() => undefined);
    },

    /** Fire and forget: a failure is logged and never reaches the respondent. */
    submissionCreated(created: SubmissionCreatedNotice): Promise<void> {
      // On PostgreSQL the insert itself queued the NOTIFY; publishing again would deliver it twice.
      const published = created.notified
        ? Promise.resolve()
        : bus
            .publish({ type: SUBMISSION_CREATED, id: created.id })
            .catch((error: unknown) => logger.error('submission event not published', { id: created.id, error }));
      const mailed = mail(created).catch((error: unknown) =>
        logger.error('new submission mail not sent', { id: created.id, error }),
      );
      const copied = created.answerCopy
        ? sendAnswerCopy(db, mailer, publicUrl, created.id).catch((error: unknown) =>
            logger.error('answer copy mail not sent', { id: created.id, error }),
          )
        : Promise.resolve();
      return Promise.all([published, mailed, copied]).then(() => undefined);
    },
  };
}

export type SubmissionNotifier = ReturnType<typeof createSubmissionNotifier>;
