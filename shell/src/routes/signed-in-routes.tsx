// Everything behind the sign-in, loaded once a signed-in page is first shown: the frame with the
// role's menu, the account page and the areas of the remotes.
import { Route, Routes } from 'react-router-dom';
import { ConfirmProvider, setRemoteLoader } from '@formbuilder/shared-ui';
import { AccountPage } from '../features/account/account-page';
import { CompanySettingsPage } from '../features/company/company-settings-page';
import { loadRemoteModule, resetRemote } from '../federation/remotes';
import { AreaRoute } from './area-route';
import { SignedInFrame } from './signed-in-frame';

// Before any area renders: shared-ui's <RemoteModule> loads through the shell's federation runtime.
setRemoteLoader({ load: loadRemoteModule, reset: resetRemote });

export function SignedInRoutes() {
  // The confirmation drawer of the signed-in pages (useConfirm), the shell's and the remotes' alike.
  return (
    <ConfirmProvider>
      <Routes>
        <Route element={<SignedInFrame />}>
          <Route path="/account" element={<AccountPage />} />
          <Route path="/empresa" element={<CompanySettingsPage />} />
          <Route path="/empresa/:section" element={<CompanySettingsPage />} />
          <Route path="*" element={<AreaRoute />} />
        </Route>
      </Routes>
    </ConfirmProvider>
  );
}
