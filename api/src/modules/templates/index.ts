// The templates module's public entry (docs/architecture.md, "API modules").
export { templatesRoutes, listQuerySchema as templatesQuerySchema } from './routes';
export { createTemplatesService, templateId, templateNotFound } from './service';
export { findTemplate } from './repo';
