CREATE INDEX "answers_form_updated_idx" ON "answers" USING btree ("form_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "answers_form_state_created_idx" ON "answers" USING btree ("form_id","state","created_at","id");--> statement-breakpoint
CREATE INDEX "answers_form_author_created_idx" ON "answers" USING btree ("form_id",lower("created_by_name"),"created_at","id");--> statement-breakpoint
CREATE INDEX "answers_form_citizen_document_idx" ON "answers" USING btree ("form_id","citizen_document");--> statement-breakpoint
CREATE INDEX "answers_form_creator_created_idx" ON "answers" USING btree ("form_id","created_by","created_at","id");