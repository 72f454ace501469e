// mf-admin's map: companies (ADMIN), users (ADMIN through a company, MANAGER for its own) and the
// company's integrations: webhooks and API keys (MANAGER); the audit log (ADMIN: all companies;
// MANAGER: its own).
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '@formbuilder/shared-ui';
import { ApiKeysPage } from './features/api-keys/components/api-keys-page';
import { AuditPage } from './features/audit/components/audit-page';
import { CompaniesPage } from './features/companies/components/companies-page';
import { UsersPage } from './features/users/components/users-page';
import { WebhooksPage } from './features/webhooks/components/webhooks-page';

export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="/companies"
        element={
          <RequireRole roles={['ADMIN']}>
            <CompaniesPage />
          </RequireRole>
        }
      />
      <Route
        path="/companies/:companyId/users"
        element={
          <RequireRole roles={['ADMIN']}>
            <UsersPage />
          </RequireRole>
        }
      />
      <Route
        path="/users"
        element={
          <RequireRole roles={['MANAGER']}>
            <UsersPage />
          </RequireRole>
        }
      />
      <Route
        path="/webhooks"
        element={
          <RequireRole roles={['MANAGER']}>
            <WebhooksPage />
          </RequireRole>
        }
      />
      <Route
        path="/api-keys"
        element={
          <RequireRole roles={['MANAGER']}>
            <ApiKeysPage />
          </RequireRole>
        }
      />
      <Route
        path="/auditoria"
        element={
          <RequireRole roles={['ADMIN', 'MANAGER']}>
            <AuditPage />
          </RequireRole>
        }
      />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
