CREATE TABLE "payout_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(64) NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_count" integer NOT NULL,
	"net_total" numeric(14, 2) NOT NULL,
	CONSTRAINT "payout_runs_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" varchar(64) NOT NULL,
	"entity_type" varchar(32) NOT NULL,
	"entity_id" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "leads_status_idx";--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "event" varchar(16) DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "document_name" varchar(120);--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "document_state" varchar(16);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "payout_cycle" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "lead_payout_cycle" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payout_run_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payout_run_id_payout_runs_id_fk" FOREIGN KEY ("payout_run_id") REFERENCES "public"."payout_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_bank_loan_idx" ON "leads" USING btree ("bank_loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_lead_payout_cycle_unique" ON "transactions" USING btree ("lead_id","transaction_type","lead_payout_cycle") WHERE "transactions"."lead_payout_cycle" is not null;--> statement-breakpoint
CREATE INDEX "transactions_unprocessed_idx" ON "transactions" USING btree ("connector_id","created_at") WHERE not "transactions"."is_processed";--> statement-breakpoint
CREATE INDEX "transactions_payout_run_idx" ON "transactions" USING btree ("payout_run_id");--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_event_check" CHECK ("lead_status_history"."event" in ('created', 'status', 'document'));--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_document_check" CHECK (("lead_status_history"."event" = 'document') = ("lead_status_history"."document_name" is not null and "lead_status_history"."document_state" is not null));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('processing', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_payout_cycle_check" CHECK ("leads"."payout_cycle" >= 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payout_cycle_check" CHECK ("transactions"."lead_payout_cycle" is null or ("transactions"."lead_id" is not null and "transactions"."lead_payout_cycle" >= 1));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payout_run_check" CHECK ("transactions"."payout_run_id" is null or "transactions"."is_processed");--> statement-breakpoint
UPDATE "lead_status_history" SET "event" = 'created' WHERE "from_status" IS NULL;--> statement-breakpoint
UPDATE "transactions" SET "processed_at" = "created_at" WHERE "is_processed";--> statement-breakpoint
-- Each approved lead's first credit is the payout of its first approval (cycle 1).
WITH "first_credit" AS (
	SELECT DISTINCT ON (t."lead_id") t."id"
	FROM "transactions" t JOIN "leads" l ON l."id" = t."lead_id"
	WHERE l."status" = 'approved' AND t."transaction_type" = 'credit'
	ORDER BY t."lead_id", t."created_at", t."id"
)
UPDATE "transactions" SET "lead_payout_cycle" = 1 FROM "first_credit" WHERE "transactions"."id" = "first_credit"."id";--> statement-breakpoint
UPDATE "leads" SET "payout_cycle" = 1
WHERE "status" = 'approved' AND EXISTS (SELECT 1 FROM "transactions" t WHERE t."lead_id" = "leads"."id" AND t."lead_payout_cycle" = 1);--> statement-breakpoint
-- A lead's net payout (its payout-cycle entries) is the current cycle's credit while it is approved
-- and zero otherwise. Checked at commit, whatever wrote the rows.
CREATE FUNCTION "lead_payout_invariant"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	target_lead integer;
	lead_status varchar;
	current_cycle integer;
	open_credits bigint;
	net numeric;
	cycle_credit numeric;
BEGIN
	IF TG_TABLE_NAME = 'leads' THEN
		target_lead := NEW.id;
	ELSIF TG_OP = 'DELETE' THEN
		target_lead := OLD.lead_id;
	ELSE
		target_lead := NEW.lead_id;
	END IF;
	IF target_lead IS NULL THEN
		RETURN NULL;
	END IF;
	SELECT l.status, l.payout_cycle INTO lead_status, current_cycle FROM leads l WHERE l.id = target_lead;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	SELECT count(*) FILTER (WHERE t.transaction_type = 'credit') - count(*) FILTER (WHERE t.transaction_type = 'debit'),
		coalesce(sum(CASE WHEN t.transaction_type = 'credit' THEN t.amount ELSE -t.amount END), 0)
	INTO open_credits, net
	FROM transactions t WHERE t.lead_id = target_lead AND t.lead_payout_cycle IS NOT NULL;
	IF lead_status = 'approved' AND current_cycle > 0 THEN
		SELECT t.amount INTO cycle_credit FROM transactions t
		WHERE t.lead_id = target_lead AND t.transaction_type = 'credit' AND t.lead_payout_cycle = current_cycle;
		IF open_credits = 1 AND net = cycle_credit THEN
			RETURN NULL;
		END IF;
	ELSIF open_credits = 0 AND net = 0 THEN
		RETURN NULL;
	END IF;
	RAISE EXCEPTION USING ERRCODE = '23514', CONSTRAINT = 'lead_payout_invariant',
		MESSAGE = format('lead %s: the net payout must be the payout while approved and zero otherwise', target_lead);
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leads_payout_invariant" AFTER INSERT OR UPDATE OF "status", "payout_cycle" ON "leads"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "lead_payout_invariant"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "transactions_payout_invariant" AFTER INSERT OR UPDATE OR DELETE ON "transactions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "lead_payout_invariant"();
