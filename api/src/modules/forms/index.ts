// The forms module's public entry (docs/architecture.md, "API modules").
export { formsRoutes } from './routes';
export { publicFormsRoutes } from './public-routes';
export { createFormsService, findPublicFormName } from './service';
