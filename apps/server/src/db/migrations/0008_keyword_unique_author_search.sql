-- Issue 13: a municipality keyword is unique case-insensitively (answer codes are keyword-n), and the
-- answers list's "answered by" filter matches a prefix of the author's name or username, folded
-- (lower case, no accents) by translate() into stored keys that text_pattern_ops indexes serve.
-- A database holding two municipalities with one keyword must rename one before this runs.
DROP INDEX "answers_form_author_created_idx";--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "author_name_key" text GENERATED ALWAYS AS (translate(btrim(coalesce(document #>> '{author,firstName}', '') || ' ' || coalesce(document #>> '{author,lastName}', '')), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÝÑÇáàâäãåéèêëíìîïóòôöõúùûüýÿñç', 'abcdefghijklmnopqrstuvwxyzaaaaaaeeeeiiiiooooouuuuyncaaaaaaeeeeiiiiooooouuuuyync')) STORED;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "author_username_key" text GENERATED ALWAYS AS (translate(coalesce(nullif(document #>> '{author,username}', ''), created_by_name, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÝÑÇáàâäãåéèêëíìîïóòôöõúùûüýÿñç', 'abcdefghijklmnopqrstuvwxyzaaaaaaeeeeiiiiooooouuuuyncaaaaaaeeeeiiiiooooouuuuyync')) STORED;--> statement-breakpoint
CREATE INDEX "answers_form_author_name_idx" ON "answers" USING btree ("form_id","author_name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "answers_form_author_username_idx" ON "answers" USING btree ("form_id","author_username_key" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "municipalities_key_uq" ON "municipalities" USING btree (lower("key"));