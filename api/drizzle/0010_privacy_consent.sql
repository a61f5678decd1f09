CREATE TABLE "privacy_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"notice_version" varchar(32) NOT NULL,
	"action" varchar(16) NOT NULL,
	"address" varchar(64),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_consents_action_check" CHECK ("privacy_consents"."action" in ('given', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "consented_notice_version" varchar(32);--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_consents_employee_idx" ON "privacy_consents" USING btree ("employee_id","recorded_at");--> statement-breakpoint
-- Consent records are evidence: never changed, never removed on their own (only with the person's row, were it deleted).
CREATE FUNCTION "privacy_consents_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'privacy_consents is append-only: a record is never changed';
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'privacy_consents is append-only: it is never truncated';
  END IF;
  -- Depth 1 is a DELETE on this table itself; deeper is the cascade from the employee's row.
  IF pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'privacy_consents is append-only: a record is never deleted';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "privacy_consents_append_only" BEFORE UPDATE OR DELETE ON "privacy_consents"
  FOR EACH ROW EXECUTE FUNCTION "privacy_consents_append_only"();
--> statement-breakpoint
CREATE TRIGGER "privacy_consents_no_truncate" BEFORE TRUNCATE ON "privacy_consents"
  FOR EACH STATEMENT EXECUTE FUNCTION "privacy_consents_append_only"();
