CREATE TABLE "otp_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"otp_id" integer NOT NULL,
	"channel" varchar(24) NOT NULL,
	"provider_message_id" varchar(128) NOT NULL,
	"status" varchar(16) DEFAULT 'accepted' NOT NULL,
	"error_code" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_deliveries_status_check" CHECK ("otp_deliveries"."status" in ('accepted', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "channel" varchar(24);--> statement-breakpoint
ALTER TABLE "otp_deliveries" ADD CONSTRAINT "otp_deliveries_otp_id_otps_id_fk" FOREIGN KEY ("otp_id") REFERENCES "public"."otps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "otp_deliveries_provider_message_idx" ON "otp_deliveries" USING btree ("channel","provider_message_id");--> statement-breakpoint
CREATE INDEX "otp_deliveries_otp_idx" ON "otp_deliveries" USING btree ("otp_id");