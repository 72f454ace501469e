// The audit module's public entry (docs/audit.md): the read route and the retention job. The one
// writer of audit entries, `record`, is in the kernel (api/src/kernel/audit.ts): every module calls it.
export { createAuditService, type AuditService } from './service';
export { auditRoutes } from './routes';
export { scheduleAuditRetention, AUDIT_RETENTION_QUEUE } from './retention';
