// The privacy module's public entry: the data subject's rights (find, export, delete everything held
// about one person) and the retention job (docs/privacy.md).
export { privacyRoutes } from './routes';
export { createPrivacyService, type PrivacyService } from './service';
export { scheduleRetention } from './retention';
