-- hand-written
-- Invitations by e-mail: a pending invitation per e-mail, the company and role it brings, the sha256
-- of its one-time link's token and when the link runs out. Accepted or revoked invitations are
-- deleted; a company's go with it; the inviter's deletion leaves the invitation standing.
CREATE TABLE "user_invitations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "role" text NOT NULL,
  "token_hash" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "invited_by_id" uuid,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "user_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action,
  CONSTRAINT "user_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action,
  CONSTRAINT "user_invitations_role_check" CHECK ("user_invitations"."role" in ('MANAGER', 'USER')),
  CONSTRAINT "user_invitations_email_lower_check" CHECK ("user_invitations"."email" = lower("user_invitations"."email"))
);--> statement-breakpoint
CREATE UNIQUE INDEX "user_invitations_token_hash_key" ON "user_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_invitations_email_key" ON "user_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "user_invitations_company_id_idx" ON "user_invitations" USING btree ("company_id");
