// The forms module's public entry (docs/architecture.md, "API modules").
export { formsRoutes, listQuerySchema as formsQuerySchema } from './routes';
export { publicFormsRoutes } from './public-routes';
export { createFormsService } from './service';
