// mf-library's map: the ADMIN template editor (/templates*) and the MANAGER library (/library*).
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '@formbuilder/shared-ui';
import { LibraryPage } from './features/library/components/library-page';
import { TemplatesPage } from './features/templates/components/templates-page';

export default function LibraryRoutes() {
  return (
    <Routes>
      <Route
        path="/templates"
        element={
          <RequireRole roles={['ADMIN']}>
            <TemplatesPage />
          </RequireRole>
        }
      />
      <Route
        path="/library"
        element={
          <RequireRole roles={['MANAGER']}>
            <LibraryPage />
          </RequireRole>
        }
      />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
