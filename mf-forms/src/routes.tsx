// mf-forms' map: home and everything under /forms.
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '@formbuilder/shared-ui';
import { FormsPage } from './features/forms-list/components/forms-page';
import { HomePage } from './features/home/components/home-page';

const staff = ['MANAGER', 'USER'] as const;

export default function FormsRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <RequireRole roles={[...staff]}>
            <HomePage />
          </RequireRole>
        }
      />
      <Route
        path="/forms"
        element={
          <RequireRole roles={[...staff]}>
            <FormsPage />
          </RequireRole>
        }
      />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
