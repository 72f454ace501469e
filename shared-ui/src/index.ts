export { api, refreshSession } from './api/client';
export { ApiError, errorMessage } from './api/api-error';
export { useAuthStore, useCurrentUser, type AuthStatus } from './auth/auth-store';
export { login, logout } from './auth/session';
export { Page, type PageProps, type PageAction } from './layout/page';
export { BottomMenu, type MenuItem } from './layout/bottom-menu';
export { LoadingOverlay } from './layout/loading-overlay';
export { IconButton, type IconButtonProps } from './layout/icon-button';
export { default as defaultLogo } from './assets/logo.svg';
export { AppProviders, DEFAULT_PRIMARY_COLOR } from './app/app-providers';
export { MARKETING_SITE_URL, PLANS_URL } from './app/marketing-site';
export { mountRemoteStandalone } from './app/mount-remote-standalone';
export { RequireRole } from './auth/require-role';
export { useRequest, type RequestState } from './hooks/use-request';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './hooks/use-debounced-value';
export { useAlert, ALERT_SECONDS } from './feedback/use-alert';
export { ConfirmProvider, useConfirm, DRAWER_CLOSE_MS, type ConfirmOptions } from './feedback/confirm-drawer';
export { PlanCard, type PlanCardProps } from './plan/plan-card';
export { CopyLinkButton } from './share/copy-link-button';
export { FormField, type FormFieldProps, type FieldRenderProps } from './form/form-field';
export { SelectField, type SelectFieldProps } from './form/select-field';
export { useSearchBox } from './form/search-box';
export { RemoteModule, setRemoteLoader, type RemoteLoader, type RemoteModuleProps } from './federation/remote-module';
export { QuestionsEditor, type QuestionsEditorProps } from './questions/questions-editor';
export { QuestionsView } from './questions/questions-view';
export { useSaveChoice, type SaveChoice } from './questions/save-choice';
export { clearChangedErrors } from './questions/field-errors';
export { uploadImage, imageFileProblem } from './questions/upload-image';
export { useSubmissionEvents } from './realtime/use-submission-events';
export {
  createRealtimeConnection,
  type RealtimeConnection,
  type RealtimeConnectionOptions,
  type RealtimeListener,
  type SocketLike,
} from './realtime/realtime-connection';
