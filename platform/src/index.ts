// The platform surface: what the shell offers every remote as one shared instance (a federation
// singleton with real version negotiation, docs/architecture.md "Sharing"). Keep it small, change it
// additively (minor version), and remove an export only after one release marked @deprecated
// (major version). Stateless helpers and presentational components belong in shared-ui instead.
export { api, refreshSession } from './api/client';
export { ApiError, errorMessage } from './api/api-error';
export { useAuthStore, useCurrentUser, type AuthStatus } from './session/auth-store';
export { login, logout } from './session/session';
/** @since 1.1.0 */
export { setSiteLinks, useSiteLinks } from './session/site-links';
export { LoadingOverlay } from './layout/loading-overlay';
export { ConfirmProvider, useConfirm, DRAWER_CLOSE_MS, type ConfirmOptions } from './feedback/confirm-drawer';
/** @since 1.2.0 — absent on a shell whose platform is older: check before calling (shared-ui's useSaveChoice does). */
export { useChoice, type Choose, type ChoiceOptions, type ChoiceAction } from './feedback/confirm-drawer';
export { RemoteModule, setRemoteLoader, type RemoteLoader, type RemoteModuleProps } from './federation/remote-module';
export { useSubmissionEvents } from './realtime/use-submission-events';
/** @since 1.2.0 */
export {
  invalidateRequests,
  queryClient,
  useRequest,
  type RequestOptions,
  type RequestState,
} from './requests/use-request';
/** @since 1.3.0 — called by the shell alone, which carries its own platform. */
export { seedRequests } from './requests/use-request';
export {
  createRealtimeConnection,
  type RealtimeConnection,
  type RealtimeConnectionOptions,
  type RealtimeListener,
  type SocketLike,
} from './realtime/realtime-connection';
