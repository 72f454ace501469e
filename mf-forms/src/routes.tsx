// mf-forms' map: home and everything under /forms. Each feature owns its pages; code two features
// need (the form calls, the /forms/:formId guard) lives in src/api.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '@formbuilder/shared-ui';
import { HomePage } from './features/home/components/home-page';

/** A page in a chunk of its own, fetched when it is first opened. */
const page = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) => {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return function LazyPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
};

// Home is the first screen after signing in, so it is the only page in the area's first download: the
// lists, answers, insights (charts) and the editor (questions, drag and drop, drafts), the heaviest, are
// chunks of their own, with the antd components only they use.
const FormsPage = page(
  () => import('./features/forms-list/components/forms-page'),
  (m) => m.FormsPage,
);
const FormEditorPage = page(
  () => import('./features/form-editor/components/form-editor-page'),
  (m) => m.FormEditorPage,
);
const DataSubjectsPage = page(
  () => import('./features/data-subjects/components/data-subjects-page'),
  (m) => m.DataSubjectsPage,
);
const SubmissionsPage = page(
  () => import('./features/submissions/components/submissions-page'),
  (m) => m.SubmissionsPage,
);
const InsightsPage = page(
  () => import('./features/insights/components/insights-page'),
  (m) => m.InsightsPage,
);
const SubmissionPage = page(
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
