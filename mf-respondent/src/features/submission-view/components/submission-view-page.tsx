// The respondent's read-only view of a submission, with the conversation with the team.
import { useEffect, useId, useState } from 'react';
import type { PublicSubmission } from '@formbuilder/contracts';
import { addPublicComment, fetchPublicSubmission } from '../api/public-submissions-api';
import { kit } from '../page-kit';
import { submissionText as text } from '../text';
import { AnswerValue } from './answer-value';
import '../submission-view.css';

export { setKit } from '../page-kit';

export function SubmissionViewPage({ submissionId }: { submissionId: string }) {
  const { formatDateTime, imageVariantUrl, RESPONDENT_IMAGE_WIDTH } = kit;
  const [submission, setSubmission] = useState<PublicSubmission | null>(null);
  const [failed, setFailed] = useState(false);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const commentId = useId();

  useEffect(() => {
    let current = true;
    fetchPublicSubmission(submissionId).then(
      (found) => {
        if (!current) return;
        if (!found) kit.navigate('/form-not-found', { replace: true });
        else {
          setSubmission(found);
          document.title = found.form.title;
          kit.applyCompanyTheme(found.company.color);
        }
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [submissionId]);

  if (failed)
    return (
      <p className="rs-card rs-message" role="alert">
        {kit.loadFailed}
      </p>
    );
  if (!submission) {
    return (
      <div className="rs-loading" role="status">
        <span className="rs-spinner" aria-hidden />
        {kit.loading}
      </div>
    );
  }

  const identity = [
    [kit.nameLabel, submission.name],
    ['CPF/CNPJ', submission.document],
    ['E-mail', submission.email],
    ['Telefone', submission.phone],
  ].filter(([, value]) => value);

  const send = async () => {
    setSaving(true);
    setStatus(null);
    try {
      const comments = await addPublicComment(submission.id, comment.trim());
      setSubmission({ ...submission, comments });
      setComment('');
      setStatus({ ok: true, message: kit.commentAdded });
    } catch (error) {
      setStatus({ ok: false, message: error instanceof Error ? error.message : kit.genericClientError });
    } finally {
      setSaving(false);
    }
  };

  return (
    <article className="rs-card" aria-labelledby="view-title">
      {submission.company.logo && (
        <img
          className="rs-logo"
          src={imageVariantUrl(submission.company.logo, RESPONDENT_IMAGE_WIDTH)}
          alt={submission.company.name}
        />
      )}
      <h1 id="view-title" className="rs-title">
        {submission.form.title}
      </h1>
      <p className="rs-muted">
        {text.submittedAt} {formatDateTime(submission.created)}
      </p>
      {identity.length > 0 && (
        <dl className="rs-identity">
          {identity.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <ol className="rs-answers">
        {submission.answers.map((answer, i) => (
          <li key={i}>
            <h2 className="rs-answers__question">{answer.question}</h2>
            <AnswerValue answer={answer} />
          </li>
        ))}
      </ol>
      <section aria-labelledby="comments-title" className="rs-comments">
        <h2 id="comments-title">{text.comments.title}</h2>
        {submission.comments.length === 0 ? (
          <p className="rs-hint">{text.comments.empty}</p>
        ) : (
          <ul>
            {submission.comments.map((c, i) => (
              <li key={i} className={c.isUser ? 'rs-comment rs-comment--mine' : 'rs-comment'}>
                <p className="rs-comment__meta">
                  {c.isUser ? text.comments.fromYou : text.comments.fromTeam} · {formatDateTime(c.created)}
                </p>
                <p className="rs-comment__text">{c.comment}</p>
              </li>
            ))}
          </ul>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (comment.trim()) void send();
          }}
        >
          <label htmlFor={commentId} className="rs-label">
            {text.comments.label}
          </label>
          <textarea
            id={commentId}
            className="rs-input rs-textarea"
            rows={3}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <p className={status?.ok ? 'rs-success' : 'rs-error'} role="status" aria-live="polite">
            {status?.message ?? ''}
          </p>
          <div className="rs-actions">
            <button type="submit" className="rs-button" disabled={!comment.trim() || saving}>
              {text.comments.add}
            </button>
          </div>
        </form>
      </section>
    </article>
  );
}
