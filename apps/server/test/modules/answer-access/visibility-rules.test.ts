import { ROLES, defineAbilityFor, type Actor } from '@cabildo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { answers, areas, forms } from '../../../src/db/schema/index.ts';
import {
  answerSubject,
  answerVisibility,
  formAnswerScope,
  type AnswerAccessRow,
} from '../../../src/modules/answer-access/index.ts';
import { DEMO_IDS, seedDemo } from '../../../src/seed/demo.ts';
import { freshDatabase } from '../../support/helpers.ts';

/*
 * The one translation of the answer rules to SQL (answer-access/visibility.ts) against the rules
 * themselves: for every role and generated person (areas, municipality, who they are), the SQL
 * condition run on the database selects exactly the answers `ability.can('read', answer)` allows —
 * over every situation an answer can be in (its form's area and municipality, public or not; sent
 * from the citizen portal or not; created by the person, by someone else or anonymously), with and
 * without the form known. The statistics' per-form facts (formAnswerScope) are checked the same way.
 */
const CREATORS = ['00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000c002'];
const AREAS = [DEMO_IDS.obrasPrivadas, DEMO_IDS.ambiente, DEMO_IDS.inspeccionGeneral];
const MODES = ['citizen-portal', 'internal', null] as const;

type Situation = AnswerAccessRow & { id: string; formId: string };
type TestForm = typeof forms.$inferSelect;

let database: Database;
let drop: () => Promise<void>;
const situations: Situation[] = [];
const testForms: TestForm[] = [];
let municipalities: string[] = [];

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  const { db } = database;
  await seedDemo(db);
  const [model] = await db.select().from(forms).limit(1);
  const areaRows = await db.select().from(areas).where(inArray(areas.id, AREAS));
  municipalities = [...new Set(areaRows.map((area) => area.municipalityId))];
  for (const area of areaRows) {
    for (const isPublic of [false, true]) {
      const [form] = await db
        .insert(forms)
        .values({
          title: `rules ${area.name} ${isPublic}`,
          template: model!.template,
          mainAreaId: area.id,
          areaIds: [area.id],
          municipalityId: area.municipalityId,
          public: isPublic,
        })
        .returning();
      testForms.push(form!);
      for (const mode of MODES) {
        for (const createdBy of [...CREATORS, null]) {
          const [row] = await db
            .insert(answers)
            .values({
              formId: form!.id,
              code: `R-${testForms.length}-${situations.length}`,
              document: mode ? { mode } : {},
              createdBy,
            })
            .returning({ id: answers.id });
          situations.push({
            id: row!.id,
            formId: form!.id,
            createdBy,
            formPublic: isPublic,
            mode,
            mainAreaId: area.id,
            municipalityId: area.municipalityId,
          });
        }
      }
    }
  }
  expect(situations).toHaveLength(AREAS.length * 2 * MODES.length * 3);
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

const actorArb = fc.record({
  role: fc.constantFrom(...ROLES),
  id: fc.constantFrom(...CREATORS, '00000000-0000-4000-8000-00000000c003'),
  areaIds: fc.subarray(AREAS),
  municipality: fc.option(fc.nat(1), { nil: null }),
});

const actorOf = (drawn: ActorDraw): Actor => ({
  id: drawn.id,
  roles: [drawn.role],
  areaIds: drawn.areaIds,
  municipalityId: drawn.municipality === null ? null : municipalities[drawn.municipality]!,
});
type ActorDraw = { role: (typeof ROLES)[number]; id: string; areaIds: string[]; municipality: number | null };

async function selected(condition: ReturnType<typeof answerVisibility>, formId?: string): Promise<string[]> {
  const mine = inArray(
    answers.id,
    situations.map((situation) => situation.id),
  );
  const rows = await database.db
    .select({ id: answers.id })
    .from(answers)
    .where(and(mine, formId ? eq(answers.formId, formId) : undefined, condition));
  return rows.map((row) => row.id).sort();
}

const allowed = (asker: { ability: ReturnType<typeof defineAbilityFor> }, formId?: string) =>
  situations
    .filter((situation) => !formId || situation.formId === formId)
    .filter((situation) => asker.ability.can('read', answerSubject(situation)))
    .map((situation) => situation.id)
    .sort();

describe('answer visibility in SQL = the CASL read rule', () => {
  it('over every role x generated person, without the form (a subquery on forms)', async () => {
    await fc.assert(
      fc.asyncProperty(actorArb, async (drawn) => {
        const asker = { ability: defineAbilityFor(actorOf(drawn)) };
        expect(await selected(answerVisibility(asker))).toEqual(allowed(asker));
      }),
      { numRuns: 120 },
    );
  });

  it('over every role x generated person, one form at a time (the form decided in JS)', async () => {
    await fc.assert(
      fc.asyncProperty(actorArb, fc.nat(AREAS.length * 2 - 1), async (drawn, at) => {
        const asker = { ability: defineAbilityFor(actorOf(drawn)) };
        const form = testForms[at]!;
        expect(await selected(answerVisibility(asker, form), form.id)).toEqual(allowed(asker, form.id));
      }),
      { numRuns: 120 },
    );
  });

  it('every role, in the own areas and municipality: the same, exhaustively', async () => {
    for (const role of ROLES) {
      for (const id of CREATORS) {
        const asker = {
          ability: defineAbilityFor({
            id,
            roles: [role],
            areaIds: [AREAS[0]!],
            municipalityId: municipalities[0]!,
          }),
        };
        expect(await selected(answerVisibility(asker))).toEqual(allowed(asker));
      }
    }
  });

  it("the statistics' facts of a form (formAnswerScope) narrow exactly as the rule does", () => {
    fc.assert(
      fc.property(actorArb, fc.nat(AREAS.length * 2 - 1), (drawn, at) => {
        const asker = { ability: defineAbilityFor(actorOf(drawn)) };
        const form = testForms[at]!;
        const scope = formAnswerScope(asker, form);
        const byFacts = situations
          .filter((situation) => situation.formId === form.id)
          .filter(
            (situation) =>
              scope !== 'none' &&
              (!scope.citizenPortalOnly || situation.mode === 'citizen-portal') &&
              (scope.createdBy === null || situation.createdBy === scope.createdBy),
          )
          .map((situation) => situation.id)
          .sort();
        expect(byFacts).toEqual(allowed(asker, form.id));
      }),
      { numRuns: 300 },
    );
  });
});
