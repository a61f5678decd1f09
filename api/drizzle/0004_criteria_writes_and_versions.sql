CREATE TABLE "criteria_versions" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Rows written before the API checked bank names (psql, an older seed) take the catalogue's spelling of
-- their bank, so the foreign keys below hold. A duplicate or an unknown bank stops the migration: fix it by hand.
UPDATE "personal_loan_criteria" c SET "bank_name" = b."name" FROM "banks" b WHERE lower(btrim(c."bank_name")) = lower(b."name") AND c."bank_name" <> b."name";--> statement-breakpoint
UPDATE "business_loan_criteria" c SET "bank_name" = b."name" FROM "banks" b WHERE lower(btrim(c."bank_name")) = lower(b."name") AND c."bank_name" <> b."name";--> statement-breakpoint
UPDATE "home_loan_criteria" c SET "bank_name" = b."name" FROM "banks" b WHERE lower(btrim(c."bank_name")) = lower(b."name") AND c."bank_name" <> b."name";--> statement-breakpoint
UPDATE "loan_against_property_criteria" c SET "bank_name" = b."name" FROM "banks" b WHERE lower(btrim(c."bank_name")) = lower(b."name") AND c."bank_name" <> b."name";--> statement-breakpoint
ALTER TABLE "business_loan_criteria" ADD CONSTRAINT "business_loan_criteria_bank_name_banks_name_fk" FOREIGN KEY ("bank_name") REFERENCES "public"."banks"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "home_loan_criteria" ADD CONSTRAINT "home_loan_criteria_bank_name_banks_name_fk" FOREIGN KEY ("bank_name") REFERENCES "public"."banks"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "loan_against_property_criteria" ADD CONSTRAINT "loan_against_property_criteria_bank_name_banks_name_fk" FOREIGN KEY ("bank_name") REFERENCES "public"."banks"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "personal_loan_criteria" ADD CONSTRAINT "personal_loan_criteria_bank_name_banks_name_fk" FOREIGN KEY ("bank_name") REFERENCES "public"."banks"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "business_loan_criteria" ADD CONSTRAINT "business_loan_criteria_bank_name_unique" UNIQUE("bank_name");--> statement-breakpoint
ALTER TABLE "home_loan_criteria" ADD CONSTRAINT "home_loan_criteria_bank_name_unique" UNIQUE("bank_name");--> statement-breakpoint
ALTER TABLE "loan_against_property_criteria" ADD CONSTRAINT "loan_against_property_criteria_bank_name_unique" UNIQUE("bank_name");--> statement-breakpoint
ALTER TABLE "personal_loan_criteria" ADD CONSTRAINT "personal_loan_criteria_bank_name_unique" UNIQUE("bank_name");--> statement-breakpoint
-- One change counter per criteria kind, bumped in the writer's transaction by a statement-level trigger
-- on every INSERT, UPDATE, DELETE or TRUNCATE of the kind's table, whoever writes (an API replica, psql,
-- a migration). The eligibility check's cache reads it before each check (criteria-cache.ts).
INSERT INTO "criteria_versions" ("kind", "version") VALUES
	('personal-loan-criteria', 1), ('business-loan-criteria', 1), ('home-loan-criteria', 1), ('loan-against-property-criteria', 1)
	ON CONFLICT ("kind") DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_criteria_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "criteria_versions" ("kind", "version") VALUES (TG_ARGV[0], 1)
		ON CONFLICT ("kind") DO UPDATE SET "version" = "criteria_versions"."version" + 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "personal_loan_criteria_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "personal_loan_criteria"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_criteria_version"('personal-loan-criteria');--> statement-breakpoint
CREATE TRIGGER "business_loan_criteria_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "business_loan_criteria"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_criteria_version"('business-loan-criteria');--> statement-breakpoint
CREATE TRIGGER "home_loan_criteria_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_loan_criteria"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_criteria_version"('home-loan-criteria');--> statement-breakpoint
CREATE TRIGGER "loan_against_property_criteria_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "loan_against_property_criteria"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_criteria_version"('loan-against-property-criteria');
