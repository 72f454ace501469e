// mf-admin's map: companies (ADMIN), users (ADMIN through a company, MANAGER for its own) and the
// company's integrations: webhooks and API keys (MANAGER); the audit log (ADMIN: all companies;
// MANAGER: its own).
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { Role } from '@formbuilder/contracts';
import { lazyPage, RequireRole } from '@formbuilder/shared-ui';

// Every page is a chunk of its own, with the antd components only it uses: the area's first download
// is this map, and an ADMIN's companies page does not bring a MANAGER's webhooks, keys or audit log
// (nor the reverse).
const CompaniesPage = lazyPage(
  () => import('./features/companies/components/companies-page'),
  (m) => m.CompaniesPage,
);
const UsersPage = lazyPage(
  () => import('./features/users/components/users-page'),
  (m) => m.UsersPage,
);
const WebhooksPage = lazyPage(
  () => import('./features/webhooks/components/webhooks-page'),
  (m) => m.WebhooksPage,
);
const ApiKeysPage = lazyPage(
  () => import('./features/api-keys/components/api-keys-page'),
  (m) => m.ApiKeysPage,
);
const AuditPage = lazyPage(
  () => import('./features/audit/components/audit-page'),
  (m) => m.AuditPage,
);

const only = (roles: Role[], element: ReactNode) => <RequireRole roles={roles}>{element}</RequireRole>;

export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/companies" element={only(['ADMIN'], <CompaniesPage />)} />
      <Route path="/companies/:companyId/users" element={only(['ADMIN'], <UsersPage />)} />
      <Route path="/users" element={only(['MANAGER'], <UsersPage />)} />
      <Route path="/webhooks" element={only(['MANAGER'], <WebhooksPage />)} />
      <Route path="/api-keys" element={only(['MANAGER'], <ApiKeysPage />)} />
      <Route path="/auditoria" element={only(['ADMIN', 'MANAGER'], <AuditPage />)} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
