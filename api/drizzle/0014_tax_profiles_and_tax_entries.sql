CREATE TABLE "payout_run_transfers" (
	"payout_run_id" integer NOT NULL,
	"connector_id" integer NOT NULL,
	"bank_account_object_id" uuid NOT NULL,
	"bank_account_last4" varchar(4) NOT NULL,
	"bank_ifsc" varchar(11) NOT NULL,
	"bank_account_holder" varchar(100) NOT NULL,
	"commission" numeric(14, 2) NOT NULL,
	"tds" numeric(14, 2) NOT NULL,
	"gst" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	CONSTRAINT "payout_run_transfers_payout_run_id_connector_id_pk" PRIMARY KEY("payout_run_id","connector_id"),
	CONSTRAINT "payout_run_transfers_net_check" CHECK ("payout_run_transfers"."net" = "payout_run_transfers"."commission" - "payout_run_transfers"."tds" + "payout_run_transfers"."gst" and "payout_run_transfers"."net" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_profiles" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"pan" varchar(10),
	"pan_verified_at" timestamp with time zone,
	"pan_verified_by_id" integer,
	"gstin" varchar(15),
	"gstin_verified_at" timestamp with time zone,
	"gstin_verified_by_id" integer,
	"bank_account_object_id" uuid,
	"bank_account_last4" varchar(4),
	"bank_ifsc" varchar(11),
	"bank_account_holder" varchar(100),
	"bank_verified_at" timestamp with time zone,
	"bank_verified_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_profiles_pan_check" CHECK ("tax_profiles"."pan" is null or "tax_profiles"."pan" ~ '^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$'),
	CONSTRAINT "tax_profiles_gstin_check" CHECK ("tax_profiles"."gstin" is null or ("tax_profiles"."gstin" ~ '^[0-9]{2}[A-Z0-9]{10}[0-9A-Z]Z[0-9A-Z]$' and substr("tax_profiles"."gstin", 3, 10) = "tax_profiles"."pan")),
	CONSTRAINT "tax_profiles_bank_check" CHECK (("tax_profiles"."bank_account_object_id" is null and "tax_profiles"."bank_account_last4" is null and "tax_profiles"."bank_ifsc" is null and "tax_profiles"."bank_account_holder" is null)
        or ("tax_profiles"."bank_account_object_id" is not null and "tax_profiles"."bank_account_last4" is not null and "tax_profiles"."bank_ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$' and "tax_profiles"."bank_account_holder" is not null)),
	CONSTRAINT "tax_profiles_verified_check" CHECK (("tax_profiles"."pan_verified_at" is null or "tax_profiles"."pan" is not null) and ("tax_profiles"."gstin_verified_at" is null or "tax_profiles"."gstin" is not null)
        and ("tax_profiles"."bank_verified_at" is null or "tax_profiles"."bank_account_object_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "entry_kind" varchar(16) DEFAULT 'commission' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "tax_source_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "tax_base" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "tax_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "financial_year" integer;--> statement-breakpoint
ALTER TABLE "payout_run_transfers" ADD CONSTRAINT "payout_run_transfers_payout_run_id_payout_runs_id_fk" FOREIGN KEY ("payout_run_id") REFERENCES "public"."payout_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_transfers" ADD CONSTRAINT "payout_run_transfers_connector_id_employees_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_transfers" ADD CONSTRAINT "payout_run_transfers_bank_account_object_id_vault_objects_id_fk" FOREIGN KEY ("bank_account_object_id") REFERENCES "public"."vault_objects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_pan_verified_by_id_employees_id_fk" FOREIGN KEY ("pan_verified_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_gstin_verified_by_id_employees_id_fk" FOREIGN KEY ("gstin_verified_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_bank_account_object_id_vault_objects_id_fk" FOREIGN KEY ("bank_account_object_id") REFERENCES "public"."vault_objects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_bank_verified_by_id_employees_id_fk" FOREIGN KEY ("bank_verified_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_run_transfers_account_idx" ON "payout_run_transfers" USING btree ("bank_account_object_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_tax_source_id_transactions_id_fk" FOREIGN KEY ("tax_source_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_tax_source_unique" ON "transactions" USING btree ("tax_source_id","entry_kind") WHERE "transactions"."tax_source_id" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_entry_kind_check" CHECK ("transactions"."entry_kind" in ('commission', 'tds', 'gst'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_tax_entry_check" CHECK (("transactions"."entry_kind" = 'commission' and "transactions"."tax_source_id" is null and "transactions"."tax_base" is null and "transactions"."tax_rate" is null and "transactions"."financial_year" is null)
        or ("transactions"."entry_kind" <> 'commission' and "transactions"."tax_source_id" is not null and "transactions"."lead_payout_cycle" is null and "transactions"."tax_base" > 0
          and "transactions"."tax_rate" > 0 and "transactions"."tax_rate" <= 100 and "transactions"."financial_year" is not null and "transactions"."amount" = round("transactions"."tax_base" * "transactions"."tax_rate" / 100, 2)));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (notification_type in ('custom_alert', 'feature_update', 'weekly_report', 'monthly_report', 'lead_status', 'idle_lead', 'dob_anniversary', 'welcome_message', 'document_pending', 'customer_notification', 'referral_notification', 'escalation_notification', 'rm_assign', 'head_notification', 'rm_status_update', 'payout_paid'));
--> statement-breakpoint
-- A tax entry answers for the commission entry it was computed on: the same connector's commission;
-- TDS runs against it (deducted from a credit, given back on a reversal) and GST with it; and no
-- connector's TDS or GST of a financial year nets below zero (more given back than was deducted or
-- charged). Checked at commit, whatever wrote the rows.
CREATE FUNCTION "tax_entry_invariant"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	entry record;
	source record;
	net numeric;
BEGIN
	IF TG_OP = 'DELETE' THEN
		entry := OLD;
	ELSE
		entry := NEW;
	END IF;
	IF entry.entry_kind = 'commission' THEN
		RETURN NULL;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		SELECT s.connector_id, s.transaction_type, s.entry_kind INTO source FROM transactions s WHERE s.id = entry.tax_source_id;
		IF NOT FOUND OR source.entry_kind <> 'commission' OR source.connector_id <> entry.connector_id
			OR (entry.entry_kind = 'tds' AND source.transaction_type = entry.transaction_type)
			OR (entry.entry_kind = 'gst' AND source.transaction_type <> entry.transaction_type) THEN
			RAISE EXCEPTION USING ERRCODE = '23514', CONSTRAINT = 'tax_entry_invariant',
				MESSAGE = format('transaction %s: a %s entry must run %s its own connector''s commission entry', entry.id, entry.entry_kind,
					CASE WHEN entry.entry_kind = 'tds' THEN 'against' ELSE 'with' END);
		END IF;
	END IF;
	SELECT coalesce(sum(CASE WHEN t.transaction_type = (CASE WHEN entry.entry_kind = 'tds' THEN 'debit' ELSE 'credit' END) THEN t.amount ELSE -t.amount END), 0)
	INTO net
	FROM transactions t
	WHERE t.connector_id = entry.connector_id AND t.entry_kind = entry.entry_kind AND t.financial_year = entry.financial_year;
	IF net < 0 THEN
		RAISE EXCEPTION USING ERRCODE = '23514', CONSTRAINT = 'tax_entry_invariant',
			MESSAGE = format('connector %s: the %s of the financial year %s nets below zero', entry.connector_id, entry.entry_kind, entry.financial_year);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "transactions_tax_entry_invariant" AFTER INSERT OR UPDATE OR DELETE ON "transactions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "tax_entry_invariant"();
