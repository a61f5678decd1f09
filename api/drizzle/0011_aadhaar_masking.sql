ALTER TABLE "kyc_documents" ADD COLUMN "masked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "masked_by_id" integer;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "mask_method" varchar(16);--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_masked_by_id_employees_id_fk" FOREIGN KEY ("masked_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_mask_method_check" CHECK ("kyc_documents"."mask_method" in ('boxes', 'uploaded_masked'));--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_mask_check" CHECK (("kyc_documents"."mask_method" is null and "kyc_documents"."masked_at" is null) or ("kyc_documents"."mask_method" is not null and "kyc_documents"."masked_at" is not null and "kyc_documents"."kind" in ('aadhar_front', 'aadhar_back')));