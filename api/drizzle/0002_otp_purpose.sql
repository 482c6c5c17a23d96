CREATE TYPE "public"."otp_purpose" AS ENUM('register', 'sign-in', 'reset', 'email-change');--> statement-breakpoint
-- Codes issued before purposes existed (ten minutes' worth at most) count as sign-in codes: the
-- purpose that never keeps a password its setter had not proven.
ALTER TABLE "otp_codes" ADD COLUMN "purpose" "otp_purpose" DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ALTER COLUMN "purpose" DROP DEFAULT;
