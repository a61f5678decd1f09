CREATE TABLE "lead_document_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"document_name" varchar(120) NOT NULL,
	"upload_key" varchar(64) NOT NULL,
	"state" varchar(12) DEFAULT 'submitted' NOT NULL,
	"vault_object_id" uuid,
	"thumbnail_object_id" uuid,
	"content_type" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"width" integer,
	"height" integer,
	"file_name" varchar(255),
	"uploaded_by_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_document_pages_state_check" CHECK ("lead_document_pages"."state" in ('submitted', 'verified', 'rejected', 'superseded')),
	CONSTRAINT "lead_document_pages_content_type_check" CHECK ("lead_document_pages"."content_type" in ('image/jpeg', 'image/png', 'application/pdf'))
);
--> statement-breakpoint
ALTER TABLE "lead_document_pages" ADD CONSTRAINT "lead_document_pages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_pages" ADD CONSTRAINT "lead_document_pages_vault_object_id_vault_objects_id_fk" FOREIGN KEY ("vault_object_id") REFERENCES "public"."vault_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_pages" ADD CONSTRAINT "lead_document_pages_thumbnail_object_id_vault_objects_id_fk" FOREIGN KEY ("thumbnail_object_id") REFERENCES "public"."vault_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_pages" ADD CONSTRAINT "lead_document_pages_uploaded_by_id_employees_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_document_pages_upload_key_unique" ON "lead_document_pages" USING btree ("lead_id","upload_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_document_pages_vault_object_unique" ON "lead_document_pages" USING btree ("vault_object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_document_pages_thumbnail_object_unique" ON "lead_document_pages" USING btree ("thumbnail_object_id");--> statement-breakpoint
CREATE INDEX "lead_document_pages_lead_idx" ON "lead_document_pages" USING btree ("lead_id","document_name","id");