// The audit module's public entry (docs/audit.md): `record` (the one writer of audit entries, called
// by the services inside their transactions), the read route and the retention job.
export {
  record,
  actorOf,
  entryOf,
  changedFields,
  differingFields,
  type AuditActor,
  type AuditRecord,
  type AuditTarget,
} from './record';
export { createAuditService, type AuditService } from './service';
export { auditRoutes } from './routes';
export { scheduleAuditRetention, AUDIT_RETENTION_QUEUE } from './retention';
