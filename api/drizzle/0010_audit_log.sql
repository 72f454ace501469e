ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "via" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_kind" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "target_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "changes" jsonb;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_kind_check" CHECK ("audit_events"."actor_kind" in ('user', 'system', 'api_key'));--> statement-breakpoint
-- hand-written below
-- Rows written before this migration: the retention job's were the system's; the others name their answer.
UPDATE "audit_events" SET "actor_kind" = 'system' WHERE "via" = 'retention';--> statement-breakpoint
UPDATE "audit_events" SET "target_type" = 'submission', "target_id" = "submission_id" WHERE "submission_id" IS NOT NULL;--> statement-breakpoint
-- Append-only (docs/audit.md): no row is ever changed, and rows are deleted only by the audit retention
-- sweep, which says so for its own transaction (set_config('formbuilder.audit_sweep', 'on', true)).
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'audit_events is append-only: UPDATE refused' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF coalesce(current_setting('formbuilder.audit_sweep', true), '') <> 'on' THEN
    RAISE EXCEPTION 'audit_events is append-only: DELETE only by the retention sweep' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
