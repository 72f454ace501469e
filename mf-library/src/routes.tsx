// mf-library's map: the ADMIN template editor (/templates*) and the MANAGER library (/library*).
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '@formbuilder/shared-ui';
import { LibraryPage } from './features/library/components/library-page';
import { TemplateViewPage } from './features/library/components/template-view-page';
import { TemplateEditorPage } from './features/templates/components/template-editor-page';
import { TemplatesPage } from './features/templates/components/templates-page';

const admin = (page: ReactNode) => <RequireRole roles={['ADMIN']}>{page}</RequireRole>;
const manager = (page: ReactNode) => <RequireRole roles={['MANAGER']}>{page}</RequireRole>;

export default function LibraryRoutes() {
  return (
    <Routes>
      <Route path="/templates" element={admin(<TemplatesPage />)} />
      <Route path="/templates/new" element={admin(<TemplateEditorPage />)} />
      <Route path="/templates/:templateId" element={admin(<TemplateEditorPage key="edit" />)} />
      <Route path="/library" element={manager(<LibraryPage />)} />
      <Route path="/library/:templateId" element={manager(<TemplateViewPage />)} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
