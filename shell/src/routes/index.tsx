// The shell's map: public pages, shell pages, and the areas handed to the remotes (areas.ts).
// Only the sign-in page is in the first download; every other page is a chunk of its own, loaded
// when it is first shown, so a fresh visit to /login carries little more than that page
// (docs/architecture.md, "What the login page loads").
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page';

const page = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: pick(await load()) }));

const ForgotPasswordPage = page(
  () => import('../features/auth/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = page(
  () => import('../features/auth/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const InvitationPage = page(
  () => import('../features/auth/invitation-page'),
  (m) => m.InvitationPage,
);
const NotFoundPage = page(
  () => import('../features/errors/error-pages'),
  (m) => m.NotFoundPage,
);
const ForbiddenPage = page(
  () => import('../features/errors/error-pages'),
  (m) => m.ForbiddenPage,
);
// The signed-in shell (menu, account, the remotes' areas) and the whole shared-ui singleton it uses.
const SignedInRoutes = page(
  () => import('./signed-in-routes'),
  (m) => m.SignedInRoutes,
);

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-pass" element={<ForgotPasswordPage />} />
        <Route path="/reset-pass" element={<ResetPasswordPage />} />
        <Route path="/convite" element={<InvitationPage />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/403" element={<ForbiddenPage />} />
        <Route path="/index.html" element={<Navigate to="/" replace />} />
        <Route path="*" element={<SignedInRoutes />} />
      </Routes>
    </Suspense>
  );
}
