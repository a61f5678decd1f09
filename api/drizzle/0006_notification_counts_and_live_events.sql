CREATE TABLE "notification_counts" (
	"recipient_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_recipient_idx";--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_lead_type_idx" ON "notifications" USING btree ("lead_id","notification_type","created_at");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","is_active","created_at","id");--> statement-breakpoint
-- notification_counts: each employee's total and unread notifications, kept in the writer's transaction by
-- the statement-level triggers below (one aggregate per statement, so marking 100,000 read is one upsert per
-- employee). The same triggers announce on channel "notification_changes" the employees whose counts moved
-- (comma-separated ids, at most 500 per message, delivered at commit): every API replica LISTENs and
-- pushes the new count to the event streams it holds (docs/notifications-live.md).
INSERT INTO "notification_counts" ("recipient_id", "total", "unread")
	SELECT "recipient_id", count(*), count(*) FILTER (WHERE "is_active") FROM "notifications" GROUP BY "recipient_id";--> statement-breakpoint
CREATE FUNCTION "announce_notification_changes"(recipients integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	chunk text;
BEGIN
	FOR chunk IN
		SELECT string_agg(r::text, ',') FROM (SELECT r, (row_number() OVER (ORDER BY r) - 1) / 500 AS g FROM unnest(recipients) AS r) s GROUP BY g
	LOOP
		PERFORM pg_notify('notification_changes', chunk);
	END LOOP;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notification_counts_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	moved integer[];
BEGIN
	-- Rows are upserted in recipient order so two multi-recipient statements never deadlock.
	IF TG_OP = 'INSERT' THEN
		WITH d AS (
			SELECT "recipient_id", count(*)::int AS total, (count(*) FILTER (WHERE "is_active"))::int AS unread
			FROM new_rows GROUP BY "recipient_id" ORDER BY "recipient_id"
		), up AS (
			INSERT INTO "notification_counts" AS c ("recipient_id", "total", "unread") SELECT "recipient_id", total, unread FROM d
			ON CONFLICT ("recipient_id") DO UPDATE SET "total" = c."total" + excluded."total", "unread" = c."unread" + excluded."unread"
			RETURNING c."recipient_id"
		) SELECT array_agg("recipient_id") INTO moved FROM up;
	ELSIF TG_OP = 'DELETE' THEN
		WITH d AS (
			SELECT "recipient_id", -count(*)::int AS total, -(count(*) FILTER (WHERE "is_active"))::int AS unread
			FROM old_rows GROUP BY "recipient_id" ORDER BY "recipient_id"
		), up AS (
			INSERT INTO "notification_counts" AS c ("recipient_id", "total", "unread") SELECT "recipient_id", total, unread FROM d
			ON CONFLICT ("recipient_id") DO UPDATE SET "total" = c."total" + excluded."total", "unread" = c."unread" + excluded."unread"
			RETURNING c."recipient_id"
		) SELECT array_agg("recipient_id") INTO moved FROM up;
		DELETE FROM "notification_counts" WHERE "recipient_id" = ANY(moved) AND "total" <= 0;
	ELSE
		WITH d AS (
			SELECT "recipient_id", sum(dt)::int AS total, sum(du)::int AS unread FROM (
				SELECT "recipient_id", 1 AS dt, CASE WHEN "is_active" THEN 1 ELSE 0 END AS du FROM new_rows
				UNION ALL
				SELECT "recipient_id", -1, CASE WHEN "is_active" THEN -1 ELSE 0 END FROM old_rows
			) s GROUP BY "recipient_id" HAVING sum(dt) <> 0 OR sum(du) <> 0 ORDER BY "recipient_id"
		), up AS (
			INSERT INTO "notification_counts" AS c ("recipient_id", "total", "unread") SELECT "recipient_id", total, unread FROM d
			ON CONFLICT ("recipient_id") DO UPDATE SET "total" = c."total" + excluded."total", "unread" = c."unread" + excluded."unread"
			RETURNING c."recipient_id"
		) SELECT array_agg("recipient_id") INTO moved FROM up;
	END IF;
	IF moved IS NOT NULL THEN
		PERFORM "announce_notification_changes"(moved);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notification_counts_insert" AFTER INSERT ON "notifications"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_after_change"();--> statement-breakpoint
CREATE TRIGGER "notification_counts_update" AFTER UPDATE ON "notifications"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_after_change"();--> statement-breakpoint
CREATE TRIGGER "notification_counts_delete" AFTER DELETE ON "notifications"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_after_change"();
