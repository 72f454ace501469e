// The shell's map: public pages, shell pages, and the areas handed to the remotes (areas.ts).
import { Navigate, Route, Routes } from 'react-router-dom';
import { AccountPage } from '../features/account/account-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { ForbiddenPage, NotFoundPage } from '../features/errors/error-pages';
import { AreaRoute } from './area-route';
import { SignedInFrame } from './signed-in-frame';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forgot-pass" element={<ForgotPasswordPage />} />
      <Route path="/reset-pass" element={<ResetPasswordPage />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="/403" element={<ForbiddenPage />} />
      <Route element={<SignedInFrame />}>
        <Route path="/account" element={<AccountPage />} />
        <Route path="*" element={<AreaRoute />} />
      </Route>
      <Route path="/index.html" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
