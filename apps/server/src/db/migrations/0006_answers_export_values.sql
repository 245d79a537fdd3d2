ALTER TABLE "answers" ADD COLUMN "export_values" text;--> statement-breakpoint
CREATE INDEX "answers_export_values_missing_idx" ON "answers" USING btree ("id") WHERE "answers"."export_values" is null;--> statement-breakpoint
-- export_values is computed from these parts of the document (correctedExportValues in the domain package):
-- a write that changes them without writing new values clears the column, and the export then reads
-- the document itself until the server computes them again.
CREATE FUNCTION "answers_export_values_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown_before jsonb;
  shown_after jsonb;
BEGIN
  IF NEW.export_values IS NOT DISTINCT FROM OLD.export_values THEN
    SELECT jsonb_build_array(p.sections, p."supervisorEdits", p.author, p.citizen, p.location -> 'address', p.state -> 'available')
      INTO shown_before
      FROM jsonb_to_record(OLD.document) AS p(sections jsonb, "supervisorEdits" jsonb, author jsonb, citizen jsonb, location jsonb, state jsonb);
    SELECT jsonb_build_array(p.sections, p."supervisorEdits", p.author, p.citizen, p.location -> 'address', p.state -> 'available')
      INTO shown_after
      FROM jsonb_to_record(NEW.document) AS p(sections jsonb, "supervisorEdits" jsonb, author jsonb, citizen jsonb, location jsonb, state jsonb);
    IF shown_before IS DISTINCT FROM shown_after OR NEW.created_by_name IS DISTINCT FROM OLD.created_by_name THEN
      NEW.export_values := NULL;
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "answers_export_values_guard" BEFORE UPDATE OF "document", "created_by_name" ON "answers"
  FOR EACH ROW EXECUTE FUNCTION "answers_export_values_guard"();
