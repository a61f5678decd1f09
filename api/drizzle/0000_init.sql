CREATE TABLE "employee_managers" (
	"employee_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	CONSTRAINT "employee_managers_employee_id_manager_id_pk" PRIMARY KEY("employee_id","manager_id"),
	CONSTRAINT "employee_managers_not_self" CHECK ("employee_managers"."employee_id" <> "employee_managers"."manager_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" varchar(32) NOT NULL,
	"username" varchar(80) NOT NULL,
	"email" varchar(254),
	"mobile_number" varchar(10),
	"role" varchar(16) NOT NULL,
	"password_hash" text NOT NULL,
	"assigned_territory_id" integer,
	"kyc_verified" boolean DEFAULT false NOT NULL,
	"kyc_verified_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_role_check" CHECK ("employees"."role" in ('connector', 'rm', 'admin', 'director'))
);
--> statement-breakpoint
CREATE TABLE "territories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"level" varchar(16) NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "territories_level_check" CHECK ("territories"."level" in ('zone', 'state', 'cluster'))
);
--> statement-breakpoint
CREATE TABLE "bank_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"branch_name" varchar(160) NOT NULL,
	"state" varchar(80) NOT NULL,
	"cluster" varchar(80) NOT NULL,
	"branch_type" varchar(40) NOT NULL,
	"address" text NOT NULL,
	"pincode" varchar(6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"loan_type_id" integer NOT NULL,
	"required_documents" text NOT NULL,
	"connectors_payout" numeric(5, 2) NOT NULL,
	"cp_payout" numeric(5, 2) NOT NULL,
	CONSTRAINT "bank_loans_payouts_check" CHECK ("bank_loans"."connectors_payout" >= 0 and "bank_loans"."cp_payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "banks_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "loan_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(80) NOT NULL,
	CONSTRAINT "loan_types_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "spokespersons" (
	"id" serial PRIMARY KEY NOT NULL,
	"emp_id" varchar(32) NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"contact" varchar(20) NOT NULL,
	"role" varchar(80) NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"bank_branch_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"from_status" varchar(32),
	"to_status" varchar(32) NOT NULL,
	"changed_by_id" integer,
	"note" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" varchar(120) NOT NULL,
	"customer_mobile" varchar(15) NOT NULL,
	"customer_address" text NOT NULL,
	"bank_loan_id" integer NOT NULL,
	"bank_branch_id" integer,
	"territory_id" integer,
	"loan_amount" numeric(14, 2) NOT NULL,
	"status" varchar(32) DEFAULT 'processing' NOT NULL,
	"remarks" text,
	"documents_checklist" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"referred_by_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_loan_amount_check" CHECK ("leads"."loan_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"connector_id" integer NOT NULL,
	"lead_id" integer,
	"transaction_type" varchar(8) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text NOT NULL,
	"is_processed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."transaction_type" in ('credit', 'debit')),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"stored_name" varchar(80) NOT NULL,
	"original_name" varchar(255),
	"content_type" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	CONSTRAINT "kyc_documents_kind_check" CHECK ("kyc_documents"."kind" in ('aadhar_front', 'aadhar_back', 'pan_front', 'pan_back'))
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" integer,
	CONSTRAINT "kyc_submissions_status_check" CHECK ("kyc_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "business_loan_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" varchar(120) NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_loan_amount" numeric(14, 2) NOT NULL,
	"max_loan_amount" numeric(14, 2) NOT NULL,
	"min_interest_rate" numeric(5, 2) NOT NULL,
	"max_interest_rate" numeric(5, 2) NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"min_cibil_score" integer NOT NULL,
	"max_dpd" integer NOT NULL,
	"max_cibil_enquiries" integer NOT NULL,
	"min_tenure" integer NOT NULL,
	"max_tenure" integer NOT NULL,
	"min_processing_fee" numeric(5, 2) NOT NULL,
	"max_processing_fee" numeric(5, 2) NOT NULL,
	"documentation_required" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"min_business_vintage" integer NOT NULL,
	"min_turnover" numeric(14, 2) NOT NULL,
	"allowed_business_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"banking_vintage_required" integer NOT NULL,
	"gst_filing_mandatory" boolean DEFAULT false NOT NULL,
	"current_account_mandatory" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_loan_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" varchar(120) NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_loan_amount" numeric(14, 2) NOT NULL,
	"max_loan_amount" numeric(14, 2) NOT NULL,
	"min_interest_rate" numeric(5, 2) NOT NULL,
	"max_interest_rate" numeric(5, 2) NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"min_cibil_score" integer NOT NULL,
	"max_dpd" integer NOT NULL,
	"max_cibil_enquiries" integer NOT NULL,
	"min_tenure" integer NOT NULL,
	"max_tenure" integer NOT NULL,
	"min_processing_fee" numeric(5, 2) NOT NULL,
	"max_processing_fee" numeric(5, 2) NOT NULL,
	"documentation_required" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"property_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_road_width" numeric(6, 2) NOT NULL,
	"max_ltv" numeric(5, 2) NOT NULL,
	"legal_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_village_property" boolean DEFAULT false NOT NULL,
	"allow_joint_wall_property" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_against_property_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" varchar(120) NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_loan_amount" numeric(14, 2) NOT NULL,
	"max_loan_amount" numeric(14, 2) NOT NULL,
	"min_interest_rate" numeric(5, 2) NOT NULL,
	"max_interest_rate" numeric(5, 2) NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"min_cibil_score" integer NOT NULL,
	"max_dpd" integer NOT NULL,
	"max_cibil_enquiries" integer NOT NULL,
	"min_tenure" integer NOT NULL,
	"max_tenure" integer NOT NULL,
	"min_processing_fee" numeric(5, 2) NOT NULL,
	"max_processing_fee" numeric(5, 2) NOT NULL,
	"documentation_required" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"property_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_road_width" numeric(6, 2) NOT NULL,
	"max_ltv" numeric(5, 2) NOT NULL,
	"low_ltv_loan_amount" numeric(14, 2),
	"min_insurance_percentage" numeric(5, 2) DEFAULT 1 NOT NULL,
	"min_rtr_ratio" numeric(6, 2) NOT NULL,
	"allow_village_property" boolean DEFAULT false NOT NULL,
	"allow_joint_wall_property" boolean DEFAULT false NOT NULL,
	"min_itr_years" integer NOT NULL,
	"min_gst_years" integer NOT NULL,
	"legal_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"main_document_missing_allowed" boolean DEFAULT false NOT NULL,
	"plan_approval_mandatory" boolean DEFAULT false NOT NULL,
	"tax_payment_receipt_required" boolean DEFAULT false NOT NULL,
	"ec_market_value_certificate_mandatory" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_loan_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" varchar(120) NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_loan_amount" numeric(14, 2) NOT NULL,
	"max_loan_amount" numeric(14, 2) NOT NULL,
	"min_interest_rate" numeric(5, 2) NOT NULL,
	"max_interest_rate" numeric(5, 2) NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"min_cibil_score" integer NOT NULL,
	"max_dpd" integer NOT NULL,
	"max_cibil_enquiries" integer NOT NULL,
	"min_tenure" integer NOT NULL,
	"max_tenure" integer NOT NULL,
	"min_processing_fee" numeric(5, 2) NOT NULL,
	"max_processing_fee" numeric(5, 2) NOT NULL,
	"documentation_required" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"min_salary" numeric(14, 2) NOT NULL,
	"min_job_vintage" integer NOT NULL,
	"allowed_company_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"salary_foir" numeric(5, 2) NOT NULL,
	"provident_fund_mandatory" boolean DEFAULT false NOT NULL,
	"professional_tax_mandatory" boolean DEFAULT false NOT NULL,
	"work_from_home_acceptable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"notification_type" varchar(40) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"lead_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK (notification_type in ('custom_alert', 'feature_update', 'weekly_report', 'monthly_report', 'lead_status', 'idle_lead', 'dob_anniversary', 'welcome_message', 'document_pending', 'customer_notification', 'referral_notification', 'escalation_notification', 'rm_assign', 'head_notification', 'rm_status_update'))
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" varchar(512) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"purpose" varchar(24) NOT NULL,
	"code_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otps_purpose_check" CHECK ("otps"."purpose" in ('login', 'password_reset'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"family_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employee_managers" ADD CONSTRAINT "employee_managers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_managers" ADD CONSTRAINT "employee_managers_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_assigned_territory_id_territories_id_fk" FOREIGN KEY ("assigned_territory_id") REFERENCES "public"."territories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "territories" ADD CONSTRAINT "territories_parent_id_territories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."territories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_branches" ADD CONSTRAINT "bank_branches_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_loans" ADD CONSTRAINT "bank_loans_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_loans" ADD CONSTRAINT "bank_loans_loan_type_id_loan_types_id_fk" FOREIGN KEY ("loan_type_id") REFERENCES "public"."loan_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spokespersons" ADD CONSTRAINT "spokespersons_bank_branch_id_bank_branches_id_fk" FOREIGN KEY ("bank_branch_id") REFERENCES "public"."bank_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_changed_by_id_employees_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_bank_loan_id_bank_loans_id_fk" FOREIGN KEY ("bank_loan_id") REFERENCES "public"."bank_loans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_bank_branch_id_bank_branches_id_fk" FOREIGN KEY ("bank_branch_id") REFERENCES "public"."bank_branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_territory_id_territories_id_fk" FOREIGN KEY ("territory_id") REFERENCES "public"."territories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_referred_by_id_employees_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_connector_id_employees_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewed_by_id_employees_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_employees_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otps" ADD CONSTRAINT "otps_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_managers_manager_idx" ON "employee_managers" USING btree ("manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employee_id_unique" ON "employees" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_unique" ON "employees" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_mobile_number_unique" ON "employees" USING btree ("mobile_number");--> statement-breakpoint
CREATE UNIQUE INDEX "territories_name_level_unique" ON "territories" USING btree ("name","level");--> statement-breakpoint
CREATE INDEX "territories_parent_idx" ON "territories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "bank_branches_bank_idx" ON "bank_branches" USING btree ("bank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_loans_bank_loan_type_unique" ON "bank_loans" USING btree ("bank_id","loan_type_id");--> statement-breakpoint
CREATE INDEX "bank_loans_loan_type_idx" ON "bank_loans" USING btree ("loan_type_id");--> statement-breakpoint
CREATE INDEX "spokespersons_branch_idx" ON "spokespersons" USING btree ("bank_branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spokespersons_emp_id_unique" ON "spokespersons" USING btree ("emp_id");--> statement-breakpoint
CREATE INDEX "lead_status_history_lead_idx" ON "lead_status_history" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_referred_by_idx" ON "leads" USING btree ("referred_by_id");--> statement-breakpoint
CREATE INDEX "leads_created_by_idx" ON "leads" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");--> statement-breakpoint
CREATE INDEX "transactions_connector_idx" ON "transactions" USING btree ("connector_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_submission_kind_unique" ON "kyc_documents" USING btree ("submission_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_stored_name_unique" ON "kyc_documents" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "kyc_submissions_employee_idx" ON "kyc_submissions" USING btree ("employee_id","submitted_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_status_idx" ON "kyc_submissions" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","is_active","created_at");--> statement-breakpoint
CREATE INDEX "otps_employee_purpose_idx" ON "otps" USING btree ("employee_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");