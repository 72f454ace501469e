// The forms module's public entry (docs/architecture.md, "API modules").
export { formsRoutes } from './routes';
export { publicFormsRoutes } from './public-routes';
export { createFormsService, findPublicFormName } from './service';
export { formDraftsRoutes } from './drafts-routes';
export { createFormDraftsService } from './drafts';
