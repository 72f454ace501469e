// The companies module's public entry (docs/architecture.md, "API modules").
export { companiesRoutes } from './routes';
export { createCompaniesService } from './service';
export { toCompany } from './repo';
export { createPrivacyCompanies, type PrivacyCompanies } from './privacy-companies';
