// The respondent's pages (docs/architecture.md#the-respondent-page): public form, public submission view, form not found.
import { matchRoute, usePathname } from './navigation';
import { FormNotFoundPage } from './features/not-found/form-not-found-page';
import { SubmissionViewPage } from './features/submission-view/components/submission-view-page';
import { PublicFormPage } from './features/wizard/components/public-form-page';

export function RespondentApp() {
  const route = matchRoute(usePathname());
  return (
    <main className="rs-page">
      {route.page === 'form' && <PublicFormPage key={route.formId} formId={route.formId} />}
      {route.page === 'submission' && <SubmissionViewPage key={route.submissionId} submissionId={route.submissionId} />}
      {route.page === 'not-found' && <FormNotFoundPage />}
    </main>
  );
}
