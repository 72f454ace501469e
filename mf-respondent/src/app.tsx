// The respondent's pages (docs/architecture.md#the-respondent-page): public form, public submission view, form not found.
import { lazy, Suspense } from 'react';
import { matchRoute, usePathname } from './navigation';
import { FormNotFoundPage } from './features/not-found/form-not-found-page';
import { loadSubmissionView } from './features/submission-view/kit';
import { PublicFormPage } from './features/wizard/components/public-form-page';

// Only on its own address: a form's page, the first load, carries none of it.
const SubmissionViewPage = lazy(loadSubmissionView);

export function RespondentApp() {
  const route = matchRoute(usePathname());
  return (
    <main className="rs-page">
      {route.page === 'form' && <PublicFormPage key={route.formId} formId={route.formId} />}
      {route.page === 'submission' && (
        <Suspense fallback={null}>
          <SubmissionViewPage key={route.submissionId} submissionId={route.submissionId} />
        </Suspense>
      )}
      {route.page === 'not-found' && <FormNotFoundPage />}
    </main>
  );
}
