// Everything behind the sign-in, loaded once a signed-in page is first shown: the frame with the
// role's menu, the account page and the areas of the remotes.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ConfirmProvider, seedRequests, setRemoteLoader } from '@formbuilder/shared-ui/signed-in';
import { takeHandedOverRequests } from '../first-page/handover';
import { loadRemoteModule, resetRemote } from '../federation/remotes';
import { AreaRoute } from './area-route';
import { SignedInFrame } from './signed-in-frame';

// Not on the way to a home page: a chunk of its own, loaded when the account is first opened.
const AccountPage = lazy(async () => ({ default: (await import('../features/account/account-page')).AccountPage }));
// The company settings' Dados, Marca and Privacidade (a MANAGER's): a chunk of their own too.
const CompanySettingsPage = lazy(async () => ({
  default: (await import('../features/company/company-settings-page')).CompanySettingsPage,
}));

// Before any area renders: shared-ui's <RemoteModule> loads through the shell's federation runtime, and
// the answers a first page read are in the request cache, so its screen opens with them.
setRemoteLoader({ load: loadRemoteModule, reset: resetRemote });
seedRequests(takeHandedOverRequests());

export function SignedInRoutes() {
  // The confirmation drawer of the signed-in pages (useConfirm), the shell's and the remotes' alike.
  return (
    <ConfirmProvider>
      <Routes>
        <Route element={<SignedInFrame />}>
          <Route
            path="/account"
            element={
              <Suspense fallback={null}>
                <AccountPage />
              </Suspense>
            }
          />
          <Route
            path="/empresa"
            element={
              <Suspense fallback={null}>
                <CompanySettingsPage />
              </Suspense>
            }
          />
          <Route
            path="/empresa/:section"
            element={
              <Suspense fallback={null}>
                <CompanySettingsPage />
              </Suspense>
            }
          />
          <Route path="*" element={<AreaRoute />} />
        </Route>
      </Routes>
    </ConfirmProvider>
  );
}
