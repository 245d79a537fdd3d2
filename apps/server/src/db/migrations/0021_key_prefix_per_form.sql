DROP INDEX "answers_public_code_idx";--> statement-breakpoint
ALTER TABLE "forms" ALTER COLUMN "key_prefix" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "forms" ALTER COLUMN "key_prefix" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "answers_code_upper_idx" ON "answers" USING btree (upper("code") text_pattern_ops);--> statement-breakpoint
-- Every form gets its own answer-code prefix (issue 28 item 8): until now every form of a
-- municipality numbered from KEYWORD-1. The new prefix is the municipality keyword, a hyphen and the
-- form's short key (packages/domain/src/forms/key-prefix.ts computes the same for new forms): the
-- initials of the title's first three words of 4+ letters, the first 3 letters of its one such word,
-- else of its first word, else F; accents folded, other letters and digits left out. A second form
-- with the same result gets 2, a third 3… (oldest first). Codes already issued keep theirs: they are
-- KEYWORD-n (no second hyphen), which no new prefix can produce; the counters restart at 0, so a
-- form's next code is its new prefix's -1.
CREATE FUNCTION "cabildo_0021_short_key"(title text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  words text[];
  significant text[];
BEGIN
  words := array(
    SELECT parts.word FROM regexp_split_to_table(
      upper(regexp_replace(
        translate(coalesce(title, ''),
          'áàâäãåéèêëíìîïóòôöõúùûüýÿñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÝÑÇ',
          'aaaaaaeeeeiiiiooooouuuuyyncAAAAAAEEEEIIIIOOOOOUUUUYNC'),
        '[^A-Za-z]+', ' ', 'g')),
      ' ') WITH ORDINALITY AS parts(word, place)
    WHERE parts.word <> '' ORDER BY parts.place);
  significant := array(SELECT word FROM unnest(words) AS word WHERE length(word) >= 4);
  IF cardinality(significant) >= 2 THEN
    RETURN array_to_string(array(SELECT left(word, 1) FROM unnest(significant[1:3]) AS word), '');
  ELSIF cardinality(significant) = 1 THEN
    RETURN left(significant[1], 3);
  ELSIF cardinality(words) >= 1 THEN
    RETURN left(words[1], 3);
  END IF;
  RETURN 'F';
END
$$;--> statement-breakpoint
WITH "based" AS (
  SELECT "forms"."id",
    left(coalesce(nullif(btrim("municipalities"."key"), ''), 'DESC'), 20) || '-' ||
      "cabildo_0021_short_key"("forms"."title") AS "base",
    "forms"."created_at"
  FROM "forms" JOIN "municipalities" ON "municipalities"."id" = "forms"."municipality_id"
),
"numbered" AS (
  SELECT "id", "base" || CASE WHEN "place" = 1 THEN '' ELSE "place"::text END AS "prefix"
  FROM (
    SELECT "id", "base", row_number() OVER (PARTITION BY upper("base") ORDER BY "created_at", "id") AS "place"
    FROM "based"
  ) AS "placed"
)
UPDATE "forms" SET
  "key_prefix" = "numbered"."prefix",
  "last_key_number" = 0,
  -- The template carries the prefix for the editor, and the new option "not shown in the citizen
  -- portal" (issue 28 item 9), on for internal forms: neither public nor associated with the portal.
  "template" = jsonb_set(
    "forms"."template" || jsonb_build_object('keyPrefix', "numbered"."prefix"),
    '{options,hiddenFromCitizenPortal}',
    to_jsonb(NOT "forms"."public"
      AND NOT coalesce(("forms"."template"->'options'->>'citizenAssociationFromCitizenPortal')::boolean, false)),
    true)
FROM "numbered" WHERE "numbered"."id" = "forms"."id";--> statement-breakpoint
DROP FUNCTION "cabildo_0021_short_key"(text);--> statement-breakpoint
CREATE UNIQUE INDEX "forms_key_prefix_uq" ON "forms" USING btree (upper("key_prefix"));
