ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_change_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Two times of a lead derived from its timeline (lead_status_history), kept by the database so that they stay true
-- whatever writes the rows (the API, the seed, a script), and indexed for the dashboards (docs/dashboards.md):
--   status_changed_at  when the current status was set: the newest `created` or `status` entry (the creation when none);
--                      for an approved lead, when it was approved
--   last_change_at     the newest entry of any kind (status, document, branch), or the creation
-- leads_change_times recomputes both from the timeline whenever a lead is inserted or one of the three columns is
-- written (a value written to them directly is replaced); the statement-level triggers on the timeline touch the
-- leads whose entries were inserted, changed or deleted, once per lead and statement.
CREATE FUNCTION "lead_change_times"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT greatest(NEW."created_at", max(h."changed_at")),
	       greatest(NEW."created_at", max(h."changed_at") FILTER (WHERE h."event" IN ('created', 'status')))
	INTO NEW."last_change_at", NEW."status_changed_at"
	FROM "lead_status_history" h WHERE h."lead_id" = NEW."id";
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "lead_timeline_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "leads" l SET "last_change_at" = l."last_change_at" FROM (SELECT DISTINCT "lead_id" FROM new_rows) c WHERE l."id" = c."lead_id";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "leads" l SET "last_change_at" = l."last_change_at" FROM (SELECT DISTINCT "lead_id" FROM old_rows) c WHERE l."id" = c."lead_id";
	ELSE
		UPDATE "leads" l SET "last_change_at" = l."last_change_at"
		FROM (SELECT "lead_id" FROM new_rows UNION SELECT "lead_id" FROM old_rows) c WHERE l."id" = c."lead_id";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "leads" l SET "last_change_at" = greatest(l."created_at", s."last_change"), "status_changed_at" = greatest(l."created_at", s."status_change")
FROM (
	SELECT "lead_id", max("changed_at") AS "last_change", max("changed_at") FILTER (WHERE "event" IN ('created', 'status')) AS "status_change"
	FROM "lead_status_history" GROUP BY "lead_id"
) s WHERE l."id" = s."lead_id";--> statement-breakpoint
UPDATE "leads" SET "last_change_at" = "created_at", "status_changed_at" = "created_at"
WHERE NOT EXISTS (SELECT 1 FROM "lead_status_history" h WHERE h."lead_id" = "leads"."id");--> statement-breakpoint
CREATE TRIGGER "leads_change_times" BEFORE INSERT OR UPDATE OF "created_at", "last_change_at", "status_changed_at" ON "leads"
	FOR EACH ROW EXECUTE FUNCTION "lead_change_times"();--> statement-breakpoint
CREATE TRIGGER "lead_timeline_inserted" AFTER INSERT ON "lead_status_history"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_timeline_changed"();--> statement-breakpoint
CREATE TRIGGER "lead_timeline_updated" AFTER UPDATE ON "lead_status_history"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_timeline_changed"();--> statement-breakpoint
CREATE TRIGGER "lead_timeline_deleted" AFTER DELETE ON "lead_status_history"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_timeline_changed"();--> statement-breakpoint
-- The dashboards' indexes, most of them read without touching the table (docs/dashboards.md#speed), and the lead list's territory filter.
CREATE INDEX "leads_status_changed_idx" ON "leads" USING btree ("status","status_changed_at","referred_by_id","loan_amount");--> statement-breakpoint
CREATE INDEX "leads_idle_idx" ON "leads" USING btree ("last_change_at","referred_by_id") WHERE "leads"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "leads_created_conversion_idx" ON "leads" USING btree ("created_at","bank_loan_id","territory_id","status");--> statement-breakpoint
CREATE INDEX "leads_approved_referrer_idx" ON "leads" USING btree ("referred_by_id") WHERE "leads"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "leads_territory_created_idx" ON "leads" USING btree ("territory_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_due_credits_idx" ON "transactions" USING btree ("created_at","connector_id","amount") WHERE not "transactions"."is_processed" and "transactions"."transaction_type" = 'credit';
