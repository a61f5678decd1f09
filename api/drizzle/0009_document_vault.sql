CREATE TABLE "document_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"object_id" uuid NOT NULL,
	"record_type" varchar(32) NOT NULL,
	"record_id" integer NOT NULL,
	"document_kind" varchar(32) NOT NULL,
	"subject_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"viewer_role" varchar(16) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"address" varchar(64),
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_access_log_purpose_check" CHECK ("document_access_log"."purpose" in ('review', 're-review', 'owner', 'export', 'masking'))
);
--> statement-breakpoint
CREATE TABLE "vault_chunks" (
	"object_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"sealed" "bytea" NOT NULL,
	CONSTRAINT "vault_chunks_object_id_index_pk" PRIMARY KEY("object_id","index")
);
--> statement-breakpoint
CREATE TABLE "vault_objects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"key_id" varchar(64) NOT NULL,
	"wrapped_key" "bytea" NOT NULL,
	"state" varchar(8) DEFAULT 'writing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_objects_state_check" CHECK ("vault_objects"."state" in ('writing', 'stored'))
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ALTER COLUMN "stored_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "vault_object_id" uuid;--> statement-breakpoint
ALTER TABLE "vault_chunks" ADD CONSTRAINT "vault_chunks_object_id_vault_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."vault_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_access_log_record_idx" ON "document_access_log" USING btree ("record_type","record_id","read_at");--> statement-breakpoint
CREATE INDEX "document_access_log_subject_idx" ON "document_access_log" USING btree ("subject_id","read_at");--> statement-breakpoint
CREATE INDEX "document_access_log_read_at_idx" ON "document_access_log" USING btree ("read_at");--> statement-breakpoint
CREATE INDEX "vault_objects_key_idx" ON "vault_objects" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "vault_objects_writing_idx" ON "vault_objects" USING btree ("created_at") WHERE "vault_objects"."state" = 'writing';--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_vault_object_id_vault_objects_id_fk" FOREIGN KEY ("vault_object_id") REFERENCES "public"."vault_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_vault_object_unique" ON "kyc_documents" USING btree ("vault_object_id");--> statement-breakpoint
-- Ciphertext does not compress: stored as it is, without PostgreSQL trying to compress every chunk first.
ALTER TABLE "vault_chunks" ALTER COLUMN "sealed" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE FUNCTION "document_access_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'document_access_log is append-only: a record is never changed';
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'document_access_log is append-only: it is never truncated';
  END IF;
  IF OLD.read_at > now() - interval '365 days' THEN
    RAISE EXCEPTION 'document_access_log keeps every record for a year: this one is from %', OLD.read_at;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "document_access_log_append_only" BEFORE UPDATE OR DELETE ON "document_access_log"
  FOR EACH ROW EXECUTE FUNCTION "document_access_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "document_access_log_no_truncate" BEFORE TRUNCATE ON "document_access_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "document_access_log_append_only"();
