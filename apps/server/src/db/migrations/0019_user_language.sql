ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
-- The spec's stored codes `ek` (Basque) and `ot` (the Spanish with ID/RUC) become the language tags
-- `eu` and `es-419` wherever a language is stored: the alternative-language texts of forms (objects
-- under keys ending in `Alt`: titleAlt, textAlt, descriptionAlt) and, in answers, the template
-- snapshot's and the answer's own `language`. Only rows that hold one of the two codes are rewritten.
CREATE FUNCTION "cabildo_0019_alt"(texts jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    jsonb_object_agg(
      CASE key WHEN 'ek' THEN 'eu' WHEN 'ot' THEN 'es-419' ELSE key END,
      value
      -- The tag wins over a legacy code beside it: it comes last.
      ORDER BY key IN ('ek', 'ot') DESC
    ),
    '{}'::jsonb
  )
  FROM jsonb_each(texts)
$$;--> statement-breakpoint
CREATE FUNCTION "cabildo_0019_tags"(value jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb;
  item record;
BEGIN
  IF jsonb_typeof(value) = 'object' THEN
    result := '{}'::jsonb;
    FOR item IN SELECT key, value AS inner_value FROM jsonb_each(value) LOOP
      IF item.key ~ 'Alt$' AND jsonb_typeof(item.inner_value) = 'object' THEN
        result := result || jsonb_build_object(item.key, "cabildo_0019_alt"(item.inner_value));
      ELSE
        result := result || jsonb_build_object(item.key, "cabildo_0019_tags"(item.inner_value));
      END IF;
    END LOOP;
    RETURN result;
  ELSIF jsonb_typeof(value) = 'array' THEN
    RETURN coalesce(
      (SELECT jsonb_agg("cabildo_0019_tags"(element) ORDER BY place)
       FROM jsonb_array_elements(value) WITH ORDINALITY AS elements(element, place)),
      '[]'::jsonb
    );
  END IF;
  RETURN value;
END
$$;--> statement-breakpoint
UPDATE "forms" SET "template" = "cabildo_0019_tags"("template")
WHERE "template"::text ~ '"(ek|ot)":';--> statement-breakpoint
UPDATE "answers" SET "document" = jsonb_set(
  "document",
  '{language}',
  CASE "document"->>'language' WHEN 'ek' THEN '"eu"'::jsonb ELSE '"es-419"'::jsonb END
)
WHERE "document"->>'language' IN ('ek', 'ot');--> statement-breakpoint
UPDATE "answers" SET "document" = "cabildo_0019_tags"("document")
WHERE "document"::text ~ '"(ek|ot)":';--> statement-breakpoint
DROP FUNCTION "cabildo_0019_tags"(jsonb);--> statement-breakpoint
DROP FUNCTION "cabildo_0019_alt"(jsonb);
