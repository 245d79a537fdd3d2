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
CREATE FUNCTION "cabildo_0019_tags"(node jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb;
  item record;
BEGIN
  IF jsonb_typeof(node) = 'object' THEN
    result := '{}'::jsonb;
    FOR item IN SELECT entries.key AS name, entries.value AS inner_node FROM jsonb_each(node) AS entries LOOP
      IF item.name ~ 'Alt$' AND jsonb_typeof(item.inner_node) = 'object' THEN
        result := result || jsonb_build_object(item.name, "cabildo_0019_alt"(item.inner_node));
      ELSE
        result := result || jsonb_build_object(item.name, "cabildo_0019_tags"(item.inner_node));
      END IF;
    END LOOP;
    RETURN result;
  ELSIF jsonb_typeof(node) = 'array' THEN
    RETURN coalesce(
      (SELECT jsonb_agg("cabildo_0019_tags"(elements.element) ORDER BY elements.place)
       FROM jsonb_array_elements(node) WITH ORDINALITY AS elements(element, place)),
      '[]'::jsonb
    );
  END IF;
  RETURN node;
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
