-- Download codes of answers saved before issue 15 were the first 3 characters of the id plus the
-- public answer code: guessable. Each gets a random 12-character code of the new alphabet (the
-- record lookup refuses the old shape anyway), from gen_random_uuid's strong random bytes (the
-- lateral join draws one per answer); the document's copy follows.
UPDATE "answers" SET "pdf_download_code" = drawn.code,
  "document" = jsonb_set("answers"."document", '{pdfDownloadCode}', to_jsonb(drawn.code))
FROM (
  SELECT a.id, (
    SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789', get_byte(r.b, i) % 57 + 1, 1), '' ORDER BY i)
    FROM unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14]) AS i
  ) AS code
  FROM "answers" a
  CROSS JOIN LATERAL (SELECT uuid_send(gen_random_uuid()) AS b, a.id AS for_answer) r
  WHERE a."pdf_download_code" IS NOT NULL
) drawn
WHERE "answers".id = drawn.id;--> statement-breakpoint
DROP INDEX "answers_pdf_code_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "answers_pdf_code_idx" ON "answers" USING btree ("pdf_download_code");
