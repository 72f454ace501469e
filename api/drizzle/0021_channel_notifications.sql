-- hand-written
-- New answers on WhatsApp and SMS (docs/notifications.md). Every user keeps being e-mailed as before
-- (notify_email defaults to true); no phone, channel, quiet hours or digest exists until one is set.
ALTER TABLE "users" ADD COLUMN "notify_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quiet_start" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quiet_end" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_quiet_hours_check" CHECK (("users"."quiet_start" is null) = ("users"."quiet_end" is null) and coalesce("users"."quiet_start" between 0 and 23 and "users"."quiet_end" between 0 and 23 and "users"."quiet_start" <> "users"."quiet_end", true));--> statement-breakpoint
CREATE TABLE "user_channels" (
  "user_id" uuid NOT NULL,
  "channel" text NOT NULL,
  "enabled" boolean DEFAULT false NOT NULL,
  "confirmed_at" timestamp with time zone,
  "code_hash" text,
  "code_expires_at" timestamp with time zone,
  "code_tries" integer DEFAULT 0 NOT NULL,
  "opted_out_at" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "user_channels_user_id_channel_pk" PRIMARY KEY("user_id","channel"),
  CONSTRAINT "user_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
  CONSTRAINT "user_channels_channel_check" CHECK ("channel" in ('whatsapp', 'sms'))
);--> statement-breakpoint
CREATE TABLE "notification_digests" (
  "user_id" uuid NOT NULL,
  "form_id" uuid NOT NULL,
  "channel" text NOT NULL,
  "pending" integer DEFAULT 0 NOT NULL,
  "last_submission_id" uuid,
  "last_sent_at" timestamp with time zone,
  "due_at" timestamp with time zone,
  CONSTRAINT "notification_digests_user_id_form_id_channel_pk" PRIMARY KEY("user_id","form_id","channel"),
  CONSTRAINT "notification_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
  CONSTRAINT "notification_digests_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action,
  CONSTRAINT "notification_digests_channel_check" CHECK ("channel" in ('whatsapp', 'sms'))
);--> statement-breakpoint
CREATE INDEX "notification_digests_due_idx" ON "notification_digests" USING btree ("due_at") WHERE "notification_digests"."due_at" is not null;
--> statement-breakpoint
-- The log of WhatsApp and SMS messages a MANAGER reads (channel, kind, status, times: never the
-- number or the text). Its id is the id of the message's job; provider_id is the provider's own
-- message id, which its status callbacks name.
CREATE TABLE "channel_messages" (
  "id" uuid PRIMARY KEY NOT NULL,
  "company_id" uuid NOT NULL,
  "user_id" uuid,
  "channel" text NOT NULL,
  "kind" text NOT NULL,
  "status" text DEFAULT 'queued' NOT NULL,
  "provider_id" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "channel_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action,
  CONSTRAINT "channel_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action,
  CONSTRAINT "channel_messages_channel_check" CHECK ("channel" in ('whatsapp', 'sms')),
  CONSTRAINT "channel_messages_kind_check" CHECK ("kind" in ('new_answers', 'code')),
  CONSTRAINT "channel_messages_status_check" CHECK ("status" in ('queued', 'sent', 'delivered', 'read', 'failed'))
);--> statement-breakpoint
CREATE INDEX "channel_messages_company_created_idx" ON "channel_messages" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_messages_provider_id_key" ON "channel_messages" USING btree ("channel","provider_id") WHERE "channel_messages"."provider_id" is not null;--> statement-breakpoint
-- Messages counted per company and month (Brasília), against the monthly cap an ADMIN sets
-- (null: no cap); cap_told_at says the MANAGERs were told this month.
ALTER TABLE "companies" ADD COLUMN "messages_limit" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_messages_limit_check" CHECK ("companies"."messages_limit" is null or "companies"."messages_limit" >= 0);--> statement-breakpoint
CREATE TABLE "channel_usage" (
  "company_id" uuid NOT NULL,
  "month" date NOT NULL,
  "count" integer DEFAULT 0 NOT NULL,
  "cap_told_at" timestamp with time zone,
  CONSTRAINT "channel_usage_company_id_month_pk" PRIMARY KEY("company_id","month"),
  CONSTRAINT "channel_usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action
);
