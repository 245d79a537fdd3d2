import {
  RECIPIENT_SEARCH_ERRORS,
  RECIPIENT_SEARCH_PAGE_SIZE,
  defineAbilityFor,
  type FormTemplate,
  type RecipientSearchPage,
} from '@cabildo/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, auditEvents, citizens, forms } from '../../../src/db/schema/index.ts';
import { loadSessionAccount } from '../../../src/modules/auth/account.ts';
import type { AuthContext } from '../../../src/modules/auth/guard.ts';
import { sha256 } from '../../../src/modules/auth/secrets.ts';
import { RECIPIENT_SEARCHES_PER_MINUTE, recipientAnswers } from '../../../src/modules/recipients/service.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, yesAnswer, yesNoForm } from '../../support/answers-support.ts';
import { demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
let api: ReturnType<typeof answerApi>;
const s: Record<string, Session> = {};

const ANA = '30123456'; // Ana María Gómez, in Córdoba's demo registry
const SILVINA = '29111333'; // Silvina Acosta, in Villa Carlos Paz's registry only
const COOPERATIVE = '33709876549'; // Cooperativa La Docta Ltda., Córdoba

type Form = { id: string; template: FormTemplate };
const withCitizen = (areaId: string, title: string) =>
  yesNoForm(areaId, title, {
    states: { available: [{ id: 0, name: 'Recibida', transitions: [] }], initial: 0 },
    options: { citizen: true },
  });

async function answer(session: Session, form: Form, citizen: { dni?: string; cuit?: string }) {
  const body = yesAnswer(form.template, {
    citizen: {
      id: 'browser',
      firstName: 'X',
      lastName: '',
      ...citizen,
      kind: citizen.cuit ? 'legal' : 'natural',
    },
  });
  const response = await api.submit(session, form.id, body);
  if (response.statusCode !== 200) throw new Error(`answer not saved: ${response.body}`);
  return (response.json() as { id: string }).id;
}

const search = (session: Session | null, query: Record<string, string>) =>
  api.call(session, 'GET', `/api/recipients/answers?${new URLSearchParams(query).toString()}`);

/** Every answer id the person finds for the number, walking the pages forwards. */
async function walk(session: Session, kind: string, number: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const response = await search(session, { kind, number, ...(cursor ? { cursor } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as RecipientSearchPage;
    expect(page.rows.length).toBeLessThanOrEqual(RECIPIENT_SEARCH_PAGE_SIZE);
    ids.push(...page.rows.map((row) => row.id));
    if (!page.nextCursor) return { ids, total: page.total };
    cursor = page.nextCursor;
  }
}

let obras: Form; // Obras Privadas, Córdoba: the demo staff's area
let ambiente: Form; // Ambiente, Córdoba: none of the demo staff's areas
let serrana: Form; // Inspección General, Villa Carlos Paz
let gone: Form; // Obras Privadas, deleted
/** Ana's answers to the Obras Privadas form, oldest first, and who gave them. */
const anas: { id: string; author: string }[] = [];
let ambienteId = '';
let serranaId = '';
let silvinaId = '';

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  for (const slug of [
    'admin',
    'supervisor',
    'supervisor-elevado',
    'supervisor-corrector',
    'censista-privado',
    'inspector',
    'generador',
    'generador-respuestas',
  ])
    s[slug] = await signIn(t.app, demoEmail(slug));

  obras = await api.createForm(s.admin!, withCitizen(DEMO_IDS.obrasPrivadas, 'Habilitación de obra'));
  ambiente = await api.createForm(s.admin!, withCitizen(DEMO_IDS.ambiente, 'Poda de arbolado'));
  serrana = await api.createForm(s.admin!, withCitizen(DEMO_IDS.inspeccionGeneral, 'Inspección serrana'));
  gone = await api.createForm(s.admin!, withCitizen(DEMO_IDS.obrasPrivadas, 'Formulario borrado'));
  // Ana is registered in Villa Carlos Paz too: the same number, another municipality.
  await t.database.db.insert(citizens).values({
    municipalityId: DEMO_IDS.carlosPaz,
    kind: 'natural',
    documentType: 1,
    documentNumber: ANA,
    firstName: 'Ana',
    lastName: 'Serrana',
  });

  for (const author of [
    'supervisor',
    'admin',
    'censista-privado',
    'supervisor',
    'censista-privado',
    'admin',
    'supervisor',
  ])
    anas.push({ id: await answer(s[author]!, obras, { dni: ANA }), author });
  await answer(s.supervisor!, obras, { dni: '25987654' });
  await answer(s.supervisor!, obras, { cuit: COOPERATIVE });
  ambienteId = await answer(s.admin!, ambiente, { dni: ANA });
  serranaId = await answer(s.admin!, serrana, { dni: ANA });
  silvinaId = await answer(s.admin!, serrana, { dni: SILVINA });
  await answer(s.supervisor!, gone, { dni: ANA });
  await t.database.db.update(forms).set({ deleted: true }).where(eq(forms.id, gone.id));
  // Distinct creation times, one minute apart, so "newest first" is unambiguous.
  for (const [index, { id }] of anas.entries())
    await t.database.db
      .update(answers)
      .set({ createdAt: new Date(Date.UTC(2025, 2, 1, 10, index)) })
      .where(eq(answers.id, id));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const newestFirst = (ids: string[]) => [...ids].reverse();

describe('recipient search per role', () => {
  it('a supervisor finds the answers of their areas, newest first, 5 a page, with the registry’s person', async () => {
    const first = await search(s.supervisor!, { kind: 'natural', number: ` ${ANA} ` });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as RecipientSearchPage;
    expect(page.recipient).toEqual({
      kind: 'natural',
      firstName: 'Ana María',
      lastName: 'Gómez',
      dni: ANA,
      cuit: null,
      email: expect.stringContaining('@') as string,
    });
    expect(page.total).toBe(7);
    expect(page.rows.map((row) => row.id)).toEqual(newestFirst(anas.map((a) => a.id)).slice(0, 5));
    expect(page.rows[0]).toMatchObject({
      code: expect.any(String) as string,
      formTitle: 'Habilitación de obra',
      state: { id: 0, name: 'Recibida' },
    });
    expect(page.previousCursor).toBeNull();

    const second = (
      await search(s.supervisor!, { kind: 'natural', number: ANA, cursor: page.nextCursor! })
    ).json() as RecipientSearchPage;
    expect(second.rows.map((row) => row.id)).toEqual(newestFirst(anas.map((a) => a.id)).slice(5));
    expect(second.nextCursor).toBeNull();
    const back = (
      await search(s.supervisor!, {
        kind: 'natural',
        number: ANA,
        cursor: second.previousCursor!,
        direction: 'previous',
      })
    ).json() as RecipientSearchPage;
    expect(back.rows.map((row) => row.id)).toEqual(page.rows.map((row) => row.id));
    expect(back.previousCursor).toBeNull();
  });

  it('never shows deleted forms, other areas or another municipality to staff of the municipality', async () => {
    for (const slug of ['supervisor', 'supervisor-elevado']) {
      const found = await walk(s[slug]!, 'natural', ANA);
      expect(new Set(found.ids)).toEqual(new Set(anas.map((a) => a.id)));
      expect(found.total).toBe(7);
    }
  });

  it('the admin finds them in every area and municipality, deleted forms still excluded', async () => {
    const found = await walk(s.admin!, 'natural', ANA);
    expect(new Set(found.ids)).toEqual(new Set([...anas.map((a) => a.id), ambienteId, serranaId]));
    expect(found.total).toBe(9);
  });

  it('the private census taker finds only the answers it gave', async () => {
    const found = await walk(s['censista-privado']!, 'natural', ANA);
    const own = anas.filter((a) => a.author === 'censista-privado').map((a) => a.id);
    expect(found.ids).toEqual(newestFirst(own));
    expect(found.total).toBe(2);
  });

  it('refuses the roles that do not land on /home, and anonymous callers', async () => {
    for (const slug of ['inspector', 'generador', 'generador-respuestas', 'supervisor-corrector']) {
      const response = await search(s[slug]!, { kind: 'natural', number: ANA });
      expect(response.statusCode, slug).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await search(null, { kind: 'natural', number: ANA })).statusCode).toBe(401);
  });

  it('matches the document type: a CUIT/RUC is a tax id, with or without dashes', async () => {
    const legal = (await search(s.supervisor!, { kind: 'legal', number: '33-70987654-9' })).json();
    expect(legal.total).toBe(1);
    expect(legal.recipient).toMatchObject({
      kind: 'legal',
      firstName: 'Cooperativa La Docta Ltda.',
      cuit: COOPERATIVE,
    });
    const asDni = (await search(s.supervisor!, { kind: 'natural', number: COOPERATIVE })).json();
    expect(asDni).toMatchObject({ total: 0, rows: [], recipient: null });
  });

  it('names the person from the newest answer when the registry does not know the number', async () => {
    const page = (await search(s.admin!, { kind: 'natural', number: SILVINA })).json() as RecipientSearchPage;
    expect(page.rows.map((row) => row.id)).toEqual([silvinaId]);
    expect(page.recipient).toMatchObject({ firstName: 'Silvina', lastName: 'Acosta', dni: SILVINA });
    // A supervisor of Córdoba sees neither the answer nor the person.
    expect((await search(s.supervisor!, { kind: 'natural', number: SILVINA })).json()).toEqual({
      recipient: null,
      rows: [],
      total: 0,
      nextCursor: null,
      previousCursor: null,
    });
  });

  it('refuses numbers outside the rules with the type’s message key', async () => {
    const cases: [string, string, string][] = [
      ['natural', '12345', RECIPIENT_SEARCH_ERRORS.natural],
      ['natural', '123456789012345', RECIPIENT_SEARCH_ERRORS.natural],
      ['natural', '30.123.456', RECIPIENT_SEARCH_ERRORS.natural],
      ['legal', '3071234567', RECIPIENT_SEARCH_ERRORS.legal],
      ['legal', '307123456789012', RECIPIENT_SEARCH_ERRORS.legal],
    ];
    for (const [kind, number, key] of cases) {
      const response = await search(s.supervisor!, { kind, number });
      expect(response.statusCode, number).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.json().error.details)).toContain(key);
    }
    expect((await search(s.supervisor!, { kind: 'pasaporte', number: ANA })).statusCode).toBe(400);
  });
});

describe('personal data', () => {
  it('audits each search with what it showed, never the number typed', async () => {
    const page = (await search(s['supervisor-elevado']!, { kind: 'natural', number: ANA })).json();
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'recipient.search'),
          eq(auditEvents.actorId, s['supervisor-elevado']!.userId),
        ),
      )
      .orderBy(desc(auditEvents.at))
      .limit(1);
    const [ana] = await t.database.db
      .select()
      .from(citizens)
      .where(and(eq(citizens.municipalityId, DEMO_IDS.cordoba), eq(citizens.documentNumber, ANA)));
    expect(event).toMatchObject({
      subject: 'citizen',
      subjectId: ana!.id,
      after: {
        kind: 'natural',
        registered: true,
        total: 7,
        shown: page.rows.map((row: { id: string }) => row.id),
      },
    });
    expect(JSON.stringify(event)).not.toContain(ANA);
  });

  it('limits each person to a few searches a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RECIPIENT_SEARCHES_PER_MINUTE + 2; i += 1)
      statuses.push(
        (await search(s['censista-privado']!, { kind: 'natural', number: '25987654' })).statusCode,
      );
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(
      RECIPIENT_SEARCHES_PER_MINUTE,
    );
    const refused = await search(s['censista-privado']!, { kind: 'natural', number: ANA });
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Someone else is not held back.
    expect((await search(s.supervisor!, { kind: 'natural', number: ANA })).statusCode).toBe(200);
  });
});

describe('the index', () => {
  it('serves the search by the citizen document index on many answers (EXPLAIN)', async () => {
    // 20,000 answers of 4,000 people: the planner has real statistics to choose with.
    await t.database.db.execute(sql`
      insert into answers (form_id, code, document, citizen_document, created_by_name)
      select ${obras.id}::uuid, 'BIG-' || i,
        jsonb_build_object('citizen', jsonb_build_object('id', 'c' || (i % 4000), 'kind', 'natural',
          'dni', (10000000 + i % 4000)::text, 'firstName', 'Persona')),
        (10000000 + i % 4000)::text, 'persona'
      from generate_series(1, 20000) as i`);
    await t.database.db.execute(sql`analyze answers`);
    // 300 more forms of the municipality, so walking form by form costs what it would in production.
    await t.database.db.execute(sql`
      insert into forms (title, template, main_area_id, area_ids, municipality_id)
      select 'Copia ' || i, template, main_area_id, area_ids, municipality_id
      from forms, generate_series(1, 300) as i where id = ${obras.id}::uuid`);
    await t.database.db.execute(sql`analyze answers`);
    await t.database.db.execute(sql`analyze forms`);
    for (const slug of ['supervisor', 'admin']) {
      const token = s[slug]!.cookie.split('=')[1]!;
      const loaded = await loadSessionAccount(t.database.db, sha256(token));
      const auth: AuthContext = {
        ...loaded!.account,
        session: loaded!.session,
        ability: defineAbilityFor(loaded!.account.actor),
      };
      const query = t.database.db
        .select({ id: answers.id })
        .from(answers)
        .where(recipientAnswers(auth, { kind: 'natural', number: '10000123' }))
        .orderBy(desc(answers.createdAt), desc(answers.id))
        .limit(RECIPIENT_SEARCH_PAGE_SIZE + 1);
      const rows = await t.database.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
      const plan = rows.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan, plan).toContain('answers_citizen_document_created_idx');
      expect(plan, plan).not.toMatch(/Seq Scan on answers/);
    }
    const found = await walk(s.supervisor!, 'natural', '10000123');
    expect(found.total).toBe(5);
  });
});
