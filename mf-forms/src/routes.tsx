// mf-forms' map: home and everything under /forms. Each feature owns its pages; code two features
// need (the form calls, the /forms/:formId guard) lives in src/api.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '@formbuilder/shared-ui';
import { DataSubjectsPage } from './features/data-subjects/components/data-subjects-page';
import { FormsPage } from './features/forms-list/components/forms-page';
import { HomePage } from './features/home/components/home-page';
import { InsightsPage } from './features/insights/components/insights-page';
import { SubmissionPage } from './features/submissions/components/submission-page';
import { SubmissionsPage } from './features/submissions/components/submissions-page';

// The editor (questions, drag and drop, drafts) is the heaviest screen and not the first one: it is
// a chunk of its own, fetched when a form is opened, so home and the lists do not carry it.
const FormEditorPage = lazy(async () => ({
  default: (await import('./features/form-editor/components/form-editor-page')).FormEditorPage,
}));

const staff = (page: ReactNode) => <RequireRole roles={['MANAGER', 'USER']}>{page}</RequireRole>;

export default function FormsRoutes() {
  return (
    <Routes>
      <Route path="/" element={staff(<HomePage />)} />
      <Route path="/forms" element={staff(<FormsPage />)} />
      <Route
        path="/forms/new"
        element={staff(
          <Suspense fallback={null}>
            <FormEditorPage />
          </Suspense>,
        )}
      />
      {/* The data subject's rights (LGPD): a MANAGER, for its company. */}
      <Route
        path="/forms/titulares"
        element={
          <RequireRole roles={['MANAGER']}>
            <DataSubjectsPage />
          </RequireRole>
        }
      />
      {/* The creator or a MANAGER only: useFormRecord sends others to /403. */}
      <Route
        path="/forms/:formId"
        element={staff(
          <Suspense fallback={null}>
            <FormEditorPage key="edit" />
          </Suspense>,
        )}
      />
      <Route path="/forms/:formId/submissions" element={staff(<SubmissionsPage />)} />
      <Route path="/forms/:formId/insights" element={staff(<InsightsPage />)} />
      <Route path="/forms/:formId/submissions/:submissionId" element={staff(<SubmissionPage />)} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
