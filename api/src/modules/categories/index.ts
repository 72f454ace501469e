// The categories module's public entry (docs/architecture.md, "API modules").
export { categoriesRoutes } from './routes';
export { createCategoriesService } from './service';
export { findCategory } from './repo';
