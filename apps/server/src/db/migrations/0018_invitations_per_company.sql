DROP INDEX "users_email_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "users_enterprise_email_uq" ON "users" USING btree ("enterprise_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email")) WHERE "users"."password_hash" is not null;