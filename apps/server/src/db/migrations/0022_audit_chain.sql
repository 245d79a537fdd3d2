CREATE TABLE "audit_chain_heads" (
	"chain" text PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"hash" text
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_kind" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_address" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "municipality_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "form_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "changed_fields" jsonb;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE INDEX "audit_events_chain_idx" ON "audit_events" USING btree ("municipality_id","seq");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_municipality_at_idx" ON "audit_events" USING btree ("municipality_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_at_idx" ON "audit_events" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_at_idx" ON "audit_events" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_form_at_idx" ON "audit_events" USING btree ("form_id","at","id") WHERE "audit_events"."form_id" is not null;--> statement-breakpoint
-- Issue 31: the audit trail names the municipality, form, actor kind and request, and is a hash chain
-- per municipality. The canonical content and hash below are packages/domain/src/audit/canonical.ts
-- written in SQL: change one, change the other (the audit tests verify rows written here in TS).
CREATE FUNCTION "cabildo_audit_uuid"(value text) RETURNS uuid LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN value::uuid;
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;--> statement-breakpoint
-- A citizen's or anonymous person's address, masked: IPv4 to its /24, IPv6 to its /48.
CREATE FUNCTION "cabildo_audit_mask"(address text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parsed inet;
BEGIN
  IF address IS NULL THEN RETURN NULL; END IF;
  parsed := host(address::inet)::inet;
  IF family(parsed) = 4 THEN RETURN text(network(set_masklen(parsed, 24))); END IF;
  RETURN text(network(set_masklen(parsed, 48)));
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "cabildo_audit_field"(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value IS NULL THEN '-' ELSE octet_length(value)::text || ':' || value END
$$;--> statement-breakpoint
CREATE FUNCTION "cabildo_audit_content"(e "audit_events") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\n', 'cabildo-audit-v1',
    cabildo_audit_field(e.seq::text),
    cabildo_audit_field(e.municipality_id::text),
    cabildo_audit_field(to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')),
    cabildo_audit_field(e.actor_kind),
    cabildo_audit_field(e.actor_id::text),
    cabildo_audit_field(e.actor_address),
    cabildo_audit_field(e.action),
    cabildo_audit_field(e.subject),
    cabildo_audit_field(e.subject_id),
    cabildo_audit_field(e.form_id::text),
    cabildo_audit_field(e.request_id),
    cabildo_audit_field(e.changed_fields::text),
    cabildo_audit_field(e.before::text),
    cabildo_audit_field(e.after::text),
    cabildo_audit_field(e.ip))
$$;--> statement-breakpoint
CREATE FUNCTION "cabildo_audit_hash"(prev text, content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(coalesce(prev, '') || E'\n' || content, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- What a writer left out, from the subject: the form, the municipality (the form's, the subject's,
-- else the actor's), the actor kind; a citizen's or anonymous address is kept masked only.
CREATE FUNCTION "cabildo_audit_derive"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subject_uuid uuid := cabildo_audit_uuid(NEW.subject_id);
BEGIN
  IF NEW.actor_kind IS NULL THEN
    NEW.actor_kind := CASE WHEN NEW.actor_id IS NULL THEN 'anonymous' ELSE 'user' END;
  END IF;
  IF NEW.actor_kind <> 'user' AND NEW.ip IS NOT NULL THEN
    NEW.actor_address := coalesce(NEW.actor_address, cabildo_audit_mask(NEW.ip));
    NEW.ip := NULL;
  END IF;
  IF NEW.form_id IS NULL THEN
    NEW.form_id := CASE
      WHEN NEW.subject = 'formulario' THEN subject_uuid
      WHEN NEW.subject IN ('respuesta', 'answer') THEN coalesce(
        (SELECT a.form_id FROM answers a WHERE a.id = subject_uuid),
        cabildo_audit_uuid(NEW.after ->> 'formId'),
        cabildo_audit_uuid(NEW.before ->> 'formId'))
    END;
  END IF;
  IF NEW.municipality_id IS NULL THEN
    NEW.municipality_id := coalesce(
      (SELECT f.municipality_id FROM forms f WHERE f.id = NEW.form_id),
      CASE
        WHEN NEW.subject IN ('municipality', 'pdf_settings', 'paymentMerchant') THEN
          (SELECT m.id FROM municipalities m WHERE m.id = subject_uuid)
        WHEN NEW.subject = 'usuario' THEN (SELECT u.municipality_id FROM users u WHERE u.id = subject_uuid)
        WHEN NEW.subject = 'area' THEN (SELECT ar.municipality_id FROM areas ar WHERE ar.id = subject_uuid)
        WHEN NEW.subject = 'webhook' THEN
          (SELECT w.municipality_id FROM webhook_endpoints w WHERE w.id = subject_uuid)
        WHEN NEW.subject = 'payOrder' THEN
          (SELECT p.municipality_id FROM pay_orders p WHERE p.id::text = NEW.subject_id)
        WHEN NEW.subject = 'citizen' THEN (SELECT c.municipality_id FROM citizens c WHERE c.id::text = NEW.subject_id)
      END,
      (SELECT u.municipality_id FROM users u WHERE u.id = NEW.actor_id));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_events_derive" BEFORE INSERT ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION cabildo_audit_derive();--> statement-breakpoint
-- Links one row into its municipality's chain. Runs at commit (deferred), so the chain's head is
-- locked only for the commit, after every other lock of the transaction: no deadlock with them, and
-- rows are chained in the order their transactions commit.
CREATE FUNCTION "cabildo_audit_link"(row_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  e audit_events;
  chain_key text;
  head audit_chain_heads;
BEGIN
  SELECT * INTO e FROM audit_events WHERE id = row_id;
  IF NOT FOUND OR e.hash IS NOT NULL THEN RETURN; END IF;
  chain_key := coalesce(e.municipality_id::text, '');
  INSERT INTO audit_chain_heads (chain) VALUES (chain_key) ON CONFLICT DO NOTHING;
  SELECT * INTO head FROM audit_chain_heads WHERE chain = chain_key FOR UPDATE;
  e.seq := head.seq + 1;
  e.prev_hash := head.hash;
  e.hash := cabildo_audit_hash(e.prev_hash, cabildo_audit_content(e));
  UPDATE audit_events SET seq = e.seq, prev_hash = e.prev_hash, hash = e.hash WHERE id = row_id;
  UPDATE audit_chain_heads SET seq = e.seq, hash = e.hash WHERE chain = chain_key;
END $$;--> statement-breakpoint
CREATE FUNCTION "cabildo_audit_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cabildo_audit_link(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_events_chain" AFTER INSERT ON "audit_events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cabildo_audit_chain();--> statement-breakpoint
-- The rows written before: their actor kind, form and municipality as the trigger would derive them
-- (today's subjects), then chained oldest first.
UPDATE "audit_events" SET "actor_kind" = 'user' WHERE "actor_id" IS NOT NULL;--> statement-breakpoint
UPDATE "audit_events" SET "actor_kind" = 'anonymous', "actor_address" = cabildo_audit_mask("ip"), "ip" = NULL
  WHERE "actor_id" IS NULL;--> statement-breakpoint
UPDATE "audit_events" e SET "form_id" = CASE
    WHEN e.subject = 'formulario' THEN cabildo_audit_uuid(e.subject_id)
    WHEN e.subject IN ('respuesta', 'answer') THEN coalesce(
      (SELECT a.form_id FROM answers a WHERE a.id = cabildo_audit_uuid(e.subject_id)),
      cabildo_audit_uuid(e.after ->> 'formId'), cabildo_audit_uuid(e.before ->> 'formId'))
  END;--> statement-breakpoint
UPDATE "audit_events" e SET "municipality_id" = coalesce(
    (SELECT f.municipality_id FROM forms f WHERE f.id = e.form_id),
    CASE
      WHEN e.subject IN ('municipality', 'pdf_settings', 'paymentMerchant') THEN
        (SELECT m.id FROM municipalities m WHERE m.id = cabildo_audit_uuid(e.subject_id))
      WHEN e.subject = 'usuario' THEN
        (SELECT u.municipality_id FROM users u WHERE u.id = cabildo_audit_uuid(e.subject_id))
      WHEN e.subject = 'area' THEN
        (SELECT ar.municipality_id FROM areas ar WHERE ar.id = cabildo_audit_uuid(e.subject_id))
      WHEN e.subject = 'webhook' THEN
        (SELECT w.municipality_id FROM webhook_endpoints w WHERE w.id = cabildo_audit_uuid(e.subject_id))
      WHEN e.subject = 'payOrder' THEN (SELECT p.municipality_id FROM pay_orders p WHERE p.id::text = e.subject_id)
      WHEN e.subject = 'citizen' THEN (SELECT c.municipality_id FROM citizens c WHERE c.id::text = e.subject_id)
    END,
    (SELECT u.municipality_id FROM users u WHERE u.id = e.actor_id));--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "actor_kind" SET NOT NULL;--> statement-breakpoint
-- Chains every row not chained yet (an upgraded database's, or rows written with the trigger off),
-- oldest first per municipality, in one pass and one UPDATE: what the trigger would have written.
CREATE FUNCTION "cabildo_audit_backfill"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  e audit_events;
  chain_key text;
  current_key text;
  next_seq bigint;
  prev text;
  ids bigint[] := '{}';
  seqs bigint[] := '{}';
  prevs text[] := '{}';
  hashes text[] := '{}';
BEGIN
  LOCK TABLE audit_chain_heads IN EXCLUSIVE MODE;
  FOR e IN SELECT * FROM audit_events WHERE hash IS NULL ORDER BY municipality_id NULLS FIRST, at, id LOOP
    chain_key := coalesce(e.municipality_id::text, '');
    IF current_key IS DISTINCT FROM chain_key THEN
      current_key := chain_key;
      next_seq := NULL;
      prev := NULL;
      SELECT h.seq, h.hash INTO next_seq, prev FROM audit_chain_heads h WHERE h.chain = chain_key;
      next_seq := coalesce(next_seq, 0);
    END IF;
    next_seq := next_seq + 1;
    e.seq := next_seq;
    e.prev_hash := prev;
    e.hash := cabildo_audit_hash(prev, cabildo_audit_content(e));
    prev := e.hash;
    ids := ids || e.id;
    seqs := seqs || e.seq;
    prevs := prevs || e.prev_hash;
    hashes := hashes || e.hash;
  END LOOP;
  UPDATE audit_events a SET seq = u.seq, prev_hash = u.prev, hash = u.hash
    FROM unnest(ids, seqs, prevs, hashes) AS u(id, seq, prev, hash) WHERE a.id = u.id;
  INSERT INTO audit_chain_heads (chain, seq, hash)
    SELECT DISTINCT ON (coalesce(municipality_id::text, '')) coalesce(municipality_id::text, ''), seq, hash
    FROM audit_events WHERE id = ANY (ids)
    ORDER BY coalesce(municipality_id::text, ''), seq DESC
    ON CONFLICT (chain) DO UPDATE SET seq = excluded.seq, hash = excluded.hash;
  RETURN cardinality(ids);
END $$;--> statement-breakpoint
SELECT cabildo_audit_backfill();
