// What the shell's signed-in pages (menu, frame, account) need, and nothing else of shared-ui: the
// platform's names (its one shared instance), the page layout, the bottom menu and the account's form
// pieces. The whole package is not loaded for them: its question editors and lists are the remotes'
// business, and the shell still offers it whole, on the 0.1 line, to remotes built before the platform
// package (docs/architecture.md, "What the signed-in app loads"). Only the shell imports this entry.
export {
  api,
  errorMessage,
  logout,
  refreshSession,
  useAuthStore,
  useConfirm,
  useCurrentUser,
  ConfirmProvider,
  LoadingOverlay,
  RemoteModule,
  seedRequests,
  setRemoteLoader,
} from '@formbuilder/platform';
export { Page } from './layout/page';
export { BottomMenu, type MenuItem } from './layout/bottom-menu';
export type { MenuEntryOf } from './layout/menu-model';
export { useAlert } from './feedback/use-alert';
export { FormField } from './form/form-field';
export { showServerErrors } from './form/server-errors';
export {
  CompanySettingsNav,
  companySettingsPaths,
  COMPANY_SETTINGS_HOME,
  type CompanySettingsPath,
} from './navigation/company-settings-nav';
