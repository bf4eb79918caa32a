ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "registration_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_hash" text;--> statement-breakpoint
-- ADMIN is granted only to verified addresses (decision 0008).
UPDATE "users" SET "role" = 'USER' WHERE "is_email_verified" = false;
