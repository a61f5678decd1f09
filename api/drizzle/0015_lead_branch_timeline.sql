ALTER TABLE "lead_status_history" DROP CONSTRAINT "lead_status_history_event_check";--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "from_bank_branch" varchar(160);--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "to_bank_branch" varchar(160);--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_branch_check" CHECK (("lead_status_history"."event" = 'branch') = ("lead_status_history"."from_bank_branch" is not null or "lead_status_history"."to_bank_branch" is not null));--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_event_check" CHECK ("lead_status_history"."event" in ('created', 'status', 'document', 'branch'));