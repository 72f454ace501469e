// Comments on an answer, by its respondent (the answer's link) or by the staff: appended atomically
// (the repo refuses one past the limit).
import type { Comment } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import type { WebhookOutbox } from '../webhooks';
import * as repo from './repo';

/** Appends a comment and, when a webhook wants it, writes its `comment.created` event in the same transaction. */
export function commentAppender(db: Db, webhooks: WebhookOutbox | undefined) {
  return (id: string, comment: Comment) => {
    if (!webhooks) return repo.appendComment(db, id, comment);
    return db.transaction(async (tx) => {
      const row = await repo.appendComment(tx, id, comment);
      if (row) {
        await webhooks.emit(tx, {
          companyId: row.companyId,
          type: 'comment.created',
          formId: row.formId,
          data: {
            submissionId: id,
            formId: row.formId,
            comment: { comment: comment.comment, created: comment.created, isUser: comment.isUser, user: comment.user },
          },
        });
      }
      return row;
    });
  };
}
