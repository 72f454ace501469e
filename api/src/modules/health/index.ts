// The health module's public entry: liveness, readiness and the process lifecycle behind them
// (docs/architecture.md, "API modules").
export { healthRoutes } from './routes';
export { createHealthService, createLifecycle, type Lifecycle } from './service';
