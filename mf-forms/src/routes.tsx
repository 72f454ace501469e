// mf-forms' map: home and everything under /forms. Each feature owns its pages; code two features
// need (the form calls, the /forms/:formId guard) lives in src/api.
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyPage, RequireRole } from '@formbuilder/shared-ui';
import { HomePage } from './features/home/components/home-page';

// Home is the first screen after signing in, so it is the only page in the area's first download: the
// lists, answers, insights (charts) and the editor (questions, drag and drop, drafts), the heaviest, are
// chunks of their own, with the antd components only they use.
const FormsPage = lazyPage(
  () => import('./features/forms-list/components/forms-page'),
  (m) => m.FormsPage,
);
const FormEditorPage = lazyPage(
  () => import('./features/form-editor/components/form-editor-page'),
  (m) => m.FormEditorPage,
);
const DataSubjectsPage = lazyPage(
  () => import('./features/data-subjects/components/data-subjects-page'),
  (m) => m.DataSubjectsPage,
);
const SubmissionsPage = lazyPage(
  () => import('./features/submissions/components/submissions-page'),
  (m) => m.SubmissionsPage,
);
const InsightsPage = lazyPage(
  () => import('./features/insights/components/insights-page'),
  (m) => m.InsightsPage,
);
const SubmissionPage = lazyPage(
  () => import('./features/submissions/components/submission-page'),
  (m) => m.SubmissionPage,
);

const staff = (element: ReactNode) => <RequireRole roles={['MANAGER', 'USER']}>{element}</RequireRole>;

export default function FormsRoutes() {
  return (
    <Routes>
      <Route path="/" element={staff(<HomePage />)} />
      <Route path="/forms" element={staff(<FormsPage />)} />
      <Route path="/forms/new" element={staff(<FormEditorPage />)} />
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
      <Route path="/forms/:formId" element={staff(<FormEditorPage key="edit" />)} />
      <Route path="/forms/:formId/submissions" element={staff(<SubmissionsPage />)} />
      <Route path="/forms/:formId/insights" element={staff(<InsightsPage />)} />
      <Route path="/forms/:formId/submissions/:submissionId" element={staff(<SubmissionPage />)} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
