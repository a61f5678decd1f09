DROP INDEX "leads_referred_by_idx";--> statement-breakpoint
DROP INDEX "leads_created_by_idx";--> statement-breakpoint
DROP INDEX "transactions_connector_idx";--> statement-breakpoint
DROP INDEX "lead_status_history_lead_idx";--> statement-breakpoint
ALTER TABLE "bank_loans" ADD COLUMN "min_loan_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "bank_loans" ADD COLUMN "max_loan_amount" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "leads_referred_by_created_idx" ON "leads" USING btree ("referred_by_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_created_by_created_idx" ON "leads" USING btree ("created_by_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_open_mobile_idx" ON "leads" USING btree ("customer_mobile","created_at") WHERE "leads"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "transactions_connector_created_idx" ON "transactions" USING btree ("connector_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_status_history_lead_idx" ON "lead_status_history" USING btree ("lead_id","changed_at","id");--> statement-breakpoint
ALTER TABLE "bank_loans" ADD CONSTRAINT "bank_loans_amount_bounds_check" CHECK (("bank_loans"."min_loan_amount" is null or "bank_loans"."min_loan_amount" > 0) and ("bank_loans"."max_loan_amount" is null or "bank_loans"."max_loan_amount" > 0) and ("bank_loans"."min_loan_amount" is null or "bank_loans"."max_loan_amount" is null or "bank_loans"."min_loan_amount" <= "bank_loans"."max_loan_amount"));