CREATE TABLE "otp_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employee_id" varchar(32) NOT NULL,
	"mobile_number" varchar(10) NOT NULL,
	"purpose" varchar(24) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_outbox_purpose_check" CHECK ("otp_outbox"."purpose" in ('login', 'password_reset'))
);
--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "mobile_number" varchar(10) NOT NULL;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "otp_outbox_created_idx" ON "otp_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otps_one_open_code_idx" ON "otps" USING btree ("employee_id","purpose") WHERE "otps"."consumed_at" is null and "otps"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "otps_expires_idx" ON "otps" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "otps" ADD CONSTRAINT "otps_attempts_check" CHECK ("otps"."attempts" >= 0);