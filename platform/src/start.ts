// What the shell's first screen (sign-in, forgotten and new password) needs of the platform, and
// nothing else: the very module files the package's root re-exports, so built into the shell they are
// the same instances the shell offers to the remotes (one auth store, one API client), while a fresh
// visit to /login does not load the rest (realtime, remote loader, confirmations). Only the shell's
// first screen imports this entry (docs/architecture.md, "What the login page loads").
export { api, checkSession, refreshSession } from './api/client';
export { ApiError, errorMessage } from './api/api-error';
export { useAuthStore, useCurrentUser } from './session/auth-store';
export { login } from './session/session';
export { setSiteLinks, useSiteLinks } from './session/site-links';
