// What the shell's first screen (sign-in, forgotten and new password) needs, and nothing else of
// shared-ui: the platform's first-screen entry (the same instances the shell offers to the remotes),
// the theme and the form field. A fresh visit to /login does not load every component of the package.
// Only the shell imports this entry; see docs/architecture.md, "What the login page loads".
export {
  api,
  ApiError,
  checkSession,
  refreshSession,
  errorMessage,
  useAuthStore,
  login,
  setSiteLinks,
  useSiteLinks,
} from '@formbuilder/platform/start';
export { ThemeProviders } from './app/theme-providers';
export { FormField } from './form/form-field';
export { default as defaultLogo } from './assets/logo.svg';
export { useDocumentTitle } from './layout/document-title';
