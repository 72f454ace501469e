// The companies module's public entry (docs/architecture.md, "API modules").
export { companiesRoutes, listQuerySchema as companiesQuerySchema } from './routes';
export { createCompaniesService } from './service';
export { toCompany } from './repo';
