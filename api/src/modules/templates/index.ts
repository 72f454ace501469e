// The templates module's public entry (docs/architecture.md, "API modules").
export { templatesRoutes } from './routes';
export { createTemplatesService, templateId, templateNotFound } from './service';
export { findTemplate } from './repo';
