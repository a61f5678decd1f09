CREATE TABLE "privacy_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"record" varchar(32) NOT NULL,
	"count" integer NOT NULL,
	"reason" text NOT NULL,
	"held_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_holds_record_check" CHECK (record in ('kyc_documents', 'ledger', 'audit_log', 'document_access_log', 'consent_records'))
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"details" text NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by_id" integer,
	"handled_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "privacy_requests_kind_check" CHECK (kind in ('correction', 'erasure')),
	CONSTRAINT "privacy_requests_status_check" CHECK (status in ('open', 'completed', 'declined', 'cancelled')),
	CONSTRAINT "privacy_requests_handled_check" CHECK (("privacy_requests"."status" = 'open') = ("privacy_requests"."handled_at" is null))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_holds" ADD CONSTRAINT "privacy_holds_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_holds" ADD CONSTRAINT "privacy_holds_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_handled_by_id_employees_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_holds_request_record_unique" ON "privacy_holds" USING btree ("request_id","record");--> statement-breakpoint
CREATE INDEX "privacy_holds_employee_idx" ON "privacy_holds" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_open_idx" ON "privacy_requests" USING btree ("employee_id","kind") WHERE "privacy_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "privacy_requests_status_created_idx" ON "privacy_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "privacy_requests_employee_idx" ON "privacy_requests" USING btree ("employee_id","created_at");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_erased_inactive_check" CHECK ("employees"."erased_at" is null or not "employees"."is_active");