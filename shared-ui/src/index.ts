// shared-ui: stateless building blocks (layout, form fields, question editors, hooks), bundled by
// each app. The stateful pieces live in @formbuilder/platform, one shared instance; they are
// re-exported here so the shared-ui 0.1 surface that remotes built before the split expect stays
// whole (docs/architecture.md, "Sharing").
export {
  api,
  refreshSession,
  ApiError,
  errorMessage,
  useAuthStore,
  useCurrentUser,
  login,
  logout,
  setSiteLinks,
  useSiteLinks,
  LoadingOverlay,
  ConfirmProvider,
  useConfirm,
  DRAWER_CLOSE_MS,
  RemoteModule,
  setRemoteLoader,
  useSubmissionEvents,
  createRealtimeConnection,
  type AuthStatus,
  type ConfirmOptions,
  type RemoteLoader,
  type RemoteModuleProps,
  type RealtimeConnection,
  type RealtimeConnectionOptions,
  type RealtimeListener,
  type SocketLike,
} from '@formbuilder/platform';
export { Page, type PageProps, type PageAction } from './layout/page';
export { pageTitle, useDocumentTitle, PRODUCT_NAME } from './layout/document-title';
export { BottomMenu, MORE_LABEL, type MenuItem } from './layout/bottom-menu';
export { IconButton, type IconButtonProps } from './layout/icon-button';
export { default as defaultLogo } from './assets/logo.svg';
export { AppProviders, DEFAULT_PRIMARY_COLOR } from './app/app-providers';
export { mountRemoteStandalone } from './app/mount-remote-standalone';
export { RequireRole } from './auth/require-role';
export {
  invalidateRequests,
  useLocalRequest,
  useRequest,
  type RequestOptions,
  type RequestState,
} from './hooks/use-request';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './hooks/use-debounced-value';
export { useAlert, ALERT_SECONDS } from './feedback/use-alert';
export { useLeaveGuard, type LeaveGuard, type LeaveGuardTexts } from './navigation/use-leave-guard';
export { lazyPage } from './navigation/lazy-page';
export {
  CompanySettingsNav,
  companySettingsPaths,
  companySettingsSections,
  COMPANY_SETTINGS_HOME,
  COMPANY_SETTINGS_LABEL,
  type CompanySettingsPath,
} from './navigation/company-settings-nav';
export { PlanCard, type PlanCardProps } from './plan/plan-card';
export { CopyButton, CopyLinkButton, type CopyButtonProps } from './share/copy-link-button';
export { FormActions, type FormActionsProps } from './form/form-actions';
export { FormField, type FormFieldProps, type FieldRenderProps } from './form/form-field';
export { SelectField, type SelectFieldProps } from './form/select-field';
export { setFieldErrors, showServerErrors, type ServerErrorsOptions } from './form/server-errors';
export { useSearchBox } from './form/search-box';
export { ListPagination, type ListPaginationProps } from './list/list-pagination';
export { useListPage } from './list/use-list-page';
export { CLICKABLE_ROW, RowButton, RowLink, type RowButtonProps, type RowLinkProps } from './list/row-link';
export { ListItemMeta, type ListItemMetaProps } from './list/list-item-meta';
export { QuestionsEditor, type QuestionsEditorProps } from './questions/questions-editor';
export { QuestionsView } from './questions/questions-view';
export { useSaveChoice, type SaveChoice } from './questions/save-choice';
export {
  useEditorSave,
  type EditorSave,
  type EditorSaveOptions,
  type EditorSaveMessages,
} from './questions/use-editor-save';
export { uploadImage, imageFileProblem } from './questions/upload-image';
