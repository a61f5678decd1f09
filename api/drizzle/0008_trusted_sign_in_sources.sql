CREATE TABLE "sign_in_sources" (
	"employee_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"source_hash" varchar(64) NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_sources_employee_id_kind_source_hash_pk" PRIMARY KEY("employee_id","kind","source_hash"),
	CONSTRAINT "sign_in_sources_kind_check" CHECK ("sign_in_sources"."kind" in ('device', 'address'))
);
--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "code_sealed" varchar(128);--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "trusted_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_sources" ADD CONSTRAINT "sign_in_sources_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_sources_last_idx" ON "sign_in_sources" USING btree ("last_signed_in_at");--> statement-breakpoint
ALTER TABLE "otps" ADD CONSTRAINT "otps_trusted_attempts_check" CHECK ("otps"."trusted_attempts" >= 0);