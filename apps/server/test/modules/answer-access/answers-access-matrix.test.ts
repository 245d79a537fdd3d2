import {
  ROLES,
  readAnswerPoints,
  roleSlug,
  type AnsweredSection,
  type CorrectedAnswers,
  type FileRef,
  type FormTemplate,
  type FormTemplateInput,
  type Role,
} from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../../../src/db/schema/index.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, answerOf, answersTo, submission } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';
import { sharedStrings, sheetRows, unzip } from '../../support/xlsx-support.ts';

/*
 * Who may do what with an answer, for every role, on every answer route, in every situation an
 * answer can be in. This table is the specification (spec part 1 §6, part 3 §5–6): it is written
 * here once, on its own, and not derived from the rules in packages/domain it checks.
 */
type Verb = 'read' | 'state' | 'complete' | 'correct' | 'delete';
type Reach = 'everywhere' | 'municipality' | 'areas';
const ALL: Verb[] = ['read', 'state', 'complete', 'correct', 'delete'];
const ROLE_TABLE: Record<Role, { verbs: Verb[]; reach: Reach; ownOnly?: true }> = {
  ROLE_ADMIN: { verbs: ALL, reach: 'everywhere' },
  ROLE_SUPERVISOR_ELEVADO: { verbs: ALL, reach: 'municipality' },
  ROLE_SUPERVISOR: { verbs: ['read', 'state', 'complete', 'delete'], reach: 'areas' },
  ROLE_SUPERVISOR_CORRECTOR: { verbs: ALL, reach: 'areas' },
  ROLE_SUPERVISOR_DUPLICADOR: { verbs: ['read', 'state', 'complete', 'delete'], reach: 'areas' },
  ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: { verbs: ALL, reach: 'areas' },
  ROLE_GENERADOR: { verbs: [], reach: 'areas' },
  ROLE_CENSISTA_PRIVADO: { verbs: ALL, reach: 'areas', ownOnly: true },
  ROLE_GENERADOR_RESPUESTAS: { verbs: ['read'], reach: 'areas' },
  ROLE_GENERADOR_CORRECTOR_RESPUESTAS: { verbs: ['read', 'state', 'complete', 'correct'], reach: 'areas' },
  ROLE_INSPECTOR: { verbs: ['read', 'delete'], reach: 'areas', ownOnly: true },
  ROLE_INSPECTOR_ELEVADO: { verbs: ['read', 'delete'], reach: 'areas', ownOnly: true },
  ROLE_INSPECTOR_ELEVADO_CORRECTOR: { verbs: ['read', 'delete', 'correct'], reach: 'areas', ownOnly: true },
  ROLE_INSPECTOR_ACTAS: { verbs: ['read'], reach: 'areas' },
};

/** Where the answer's form is, seen from the demo staff (Córdoba, areas Obras Privadas and Tránsito). */
type Place = 'own area' | 'other area' | 'other municipality';
/** The form's visibility: 'switched' was public when the answer was saved and is private now. */
type Visibility = 'private' | 'public' | 'switched';
type Situation = { place: Place; visibility: Visibility };
const PLACES: Place[] = ['own area', 'other area', 'other municipality'];
const VISIBILITIES: Visibility[] = ['private', 'public', 'switched'];
const SITUATIONS: Situation[] = PLACES.flatMap((place) =>
  VISIBILITIES.map((visibility) => ({ place, visibility })),
);
const AREA_OF: Record<Place, string> = {
  'own area': DEMO_IDS.obrasPrivadas,
  'other area': DEMO_IDS.ambiente,
  'other municipality': DEMO_IDS.inspeccionGeneral,
};

/** Public forms widen who may read an answer in the own municipality, never who may review it. */
function allowed(role: Role, verb: Verb, situation: Situation, byRole: boolean): boolean {
  const { verbs, reach, ownOnly } = ROLE_TABLE[role];
  if (!verbs.includes(verb) || (ownOnly && !byRole)) return false;
  if (reach === 'everywhere') return true;
  if (situation.place === 'other municipality') return false;
  if (reach === 'municipality' || situation.place === 'own area') return true;
  return verb === 'read' && situation.visibility === 'public';
}

/** The answers list of a form opens only on a form the person may see in the form list. */
const listed = (role: Role, situation: Situation, byRole: boolean) =>
  allowed(role, 'read', situation, byRole) &&
  (ROLE_TABLE[role].reach !== 'areas' || situation.place === 'own area');

/** Own answers: the person's own answers of a form it may open in the inspection view. */
const ownListed = (role: Role, situation: Situation, byRole: boolean) => {
  const { reach } = ROLE_TABLE[role];
  const opens =
    reach === 'everywhere' ||
    situation.place === 'own area' ||
    situation.visibility === 'public' ||
    (reach === 'municipality' && situation.place !== 'other municipality');
  return byRole && opens;
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const matrixForm = (title: string, areaId: string, isPublic: boolean): FormTemplateInput => ({
  title,
  areaIds: [areaId],
  states: {
    available: [
      { id: 0, name: 'Recibida', transitions: [1] },
      { id: 1, name: 'Cerrada', transitions: [] },
    ],
    initial: 0,
  },
  options: { public: isPublic, sendEmail: true, geolocation: true },
  sections: [
    {
      id: 's1',
      order: 0,
      title: 'Vereda',
      questions: [
        { id: 'q1', order: 0, title: '¿Está rota?', kind: 'yesno', required: true },
        { id: 'q2', order: 1, title: 'Observación', kind: 'open' },
        { id: 'q3', order: 2, title: 'Foto', kind: 'open', attachImage: true },
      ],
    },
  ],
});

type Form = { id: string; template: FormTemplate; situation: Situation };
type Target = {
  id: string;
  code: string;
  file: string;
  form: Form;
  /** The role whose test this answer is; `byRole` when that role's user created it. */
  role: Role;
  byRole: boolean;
};

let t: TestApp;
let api: ReturnType<typeof answerApi>;
let admin: Session;
const sessions = {} as Record<Role, Session>;
const forms: Form[] = [];
const targets: Target[] = [];
const OWN_ONLY = ROLES.filter((role) => ROLE_TABLE[role].ownOnly);

async function upload(formId: string): Promise<FileRef> {
  const body = new FormData();
  body.append('file', new Blob([PNG]), 'foto.png');
  const request = new Request('http://localhost/', { method: 'POST', body });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/files/answers?formId=${formId}&purpose=image`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...as(admin), 'content-type': request.headers.get('content-type')! },
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json() as FileRef;
}

/**
 * An answer saved by the admin (q1 'yes', a photo, a place; q2 left for completion), then handed to
 * `createdBy` (null: someone else, as an anonymous public answer).
 */
async function saveAnswer(form: Form, createdBy: string | null): Promise<Omit<Target, 'role' | 'byRole'>> {
  const image = await upload(form.id);
  const sections = answersTo(form.template);
  answerOf(sections, 's1', 'q1').value = 'yes';
  answerOf(sections, 's1', 'q3').images = [image];
  const location = { latitude: -31.4, longitude: -64.18, address: null };
  const response = await api.submit(admin, form.id, submission(sections, { location }));
  if (response.statusCode !== 200) throw new Error(`answer not saved: ${response.body}`);
  const { id, code } = response.json() as { id: string; code: string };
  await t.database.db.update(answers).set({ createdBy }).where(eq(answers.id, id));
  return { id, code, file: image.id, form };
}

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
const expectedIds = (role: Role, form: Form, rule: typeof listed) =>
  targets
    .filter((target) => target.form === form)
    .filter((target) => rule(role, form.situation, target.byRole && target.role === role))
    .map((target) => target.id)
    .sort();
const describeSituation = (situation: Situation) => `${situation.place}, ${situation.visibility} form`;

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  admin = await signIn(t.app, demoEmail('admin'));
  for (const role of ROLES) sessions[role] = await signIn(t.app, demoEmail(roleSlug(role)));

  for (const situation of SITUATIONS) {
    const template = matrixForm(
      describeSituation(situation),
      AREA_OF[situation.place],
      situation.visibility !== 'private',
    );
    const created = await api.createForm(admin, template);
    forms.push({ ...created, situation });
  }
  for (const form of forms) {
    // One answer per role by someone else, and one by each own-answers role itself.
    for (const role of ROLES) targets.push({ ...(await saveAnswer(form, null)), role, byRole: false });
    for (const role of OWN_ONLY) {
      targets.push({ ...(await saveAnswer(form, sessions[role].userId)), role, byRole: true });
    }
    if (form.situation.visibility === 'switched') {
      const response = await api.call(admin, 'PUT', `/api/forms/${form.id}/scope`, { public: false });
      expect(response.statusCode).toBe(200);
    }
  }
}, 600_000);

afterAll(async () => {
  await t?.close();
});

describe.each(ROLES)('%s on the answers of each form', (role) => {
  it.each(SITUATIONS)(
    'lists, counts, maps and exports only what it may read ($place, $visibility)',
    async (situation) => {
      const form = forms.find((candidate) => candidate.situation === situation)!;
      const session = sessions[role];
      const expected = expectedIds(role, form, listed);

      const seen: string[] = [];
      let cursor: string | null = null;
      let status = 0;
      do {
        const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
        const page = await api.call(session, 'GET', `/api/forms/${form.id}/answers${query}`);
        status = page.statusCode;
        if (status !== 200) break;
        const body = page.json() as { rows: { id: string }[]; nextCursor: string | null };
        seen.push(...idsOf(body.rows));
        cursor = body.nextCursor;
      } while (cursor);
      expect(status === 200 || (status === 403 && expected.length === 0), `list answered ${status}`).toBe(
        true,
      );
      expect(seen.sort()).toEqual(expected);

      const count = await api.call(session, 'GET', `/api/forms/${form.id}/answers/count`);
      if (count.statusCode === 200) expect((count.json() as { total: number }).total).toBe(expected.length);
      else expect([count.statusCode, expected.length]).toEqual([403, 0]);

      const points = await api.call(session, 'GET', `/api/forms/${form.id}/answers/points`);
      if (points.statusCode === 200) {
        const body = readAnswerPoints(points.rawPayload);
        const ids = Array.from({ length: body.count }, (_, i) => body.id(i));
        expect(ids.sort()).toEqual(expected);
      } else expect([points.statusCode, expected.length]).toEqual([403, 0]);

      const exported = await api.call(session, 'GET', `/api/forms/${form.id}/answers/export`);
      if (exported.statusCode === 200) {
        const files = unzip(exported.rawPayload);
        const shared = sharedStrings(files.get('xl/sharedStrings.xml') ?? '');
        const rows = sheetRows(files.get('xl/worksheets/sheet1.xml')!, shared);
        const codes = new Set(rows.flatMap((row) => Object.values(row).map((cell) => cell.text)));
        const codesOf = (ids: string[]) =>
          targets.filter((target) => ids.includes(target.id)).map((target) => target.code);
        const others = targets.filter((target) => target.form === form && !expected.includes(target.id));
        expect(codesOf(expected).filter((code) => !codes.has(code))).toEqual([]);
        expect(others.filter((target) => codes.has(target.code)).map((target) => target.code)).toEqual([]);
      } else expect([exported.statusCode, expected.length]).toEqual([403, 0]);

      const mine = await api.call(session, 'GET', `/api/forms/${form.id}/answers/mine`);
      const ownExpected = expectedIds(role, form, ownListed);
      if (mine.statusCode === 200)
        expect(idsOf((mine.json() as { rows: { id: string }[] }).rows)).toEqual(ownExpected);
      else expect([mine.statusCode, ownExpected.length]).toEqual([403, 0]);
    },
  );
});

describe.each(ROLES)('%s on one answer', (role) => {
  const cases = SITUATIONS.flatMap((situation) =>
    (ROLE_TABLE[role].ownOnly ? [false, true] : [false]).map((byRole) => ({
      ...situation,
      creator: byRole ? 'itself' : 'someone else',
      byRole,
    })),
  );

  it.each(cases)(
    'reads, mails, completes, corrects, moves and deletes as allowed ($place, $visibility form, answered by $creator)',
    async ({ place, visibility, byRole }) => {
      const situation = SITUATIONS.find((s) => s.place === place && s.visibility === visibility)!;
      const target = targets.find(
        (candidate) =>
          candidate.role === role && candidate.byRole === byRole && candidate.form.situation === situation,
      )!;
      const session = sessions[role];
      const may = (verb: Verb) => allowed(role, verb, situation, byRole);
      const outcome = (verb: Verb, success: number) => (may(verb) ? success : 403);
      const results: Record<string, number> = {};
      const expected: Record<string, number> = {};
      const check = async (
        name: string,
        verb: Verb,
        success: number,
        request: () => Promise<{ statusCode: number }>,
      ) => {
        expected[name] = outcome(verb, success);
        results[name] = (await request()).statusCode;
      };
      const current = async () =>
        (await api.call(admin, 'GET', `/api/answers/${target.id}/corrected`)).json() as CorrectedAnswers;
      const edited = async (edit: (sections: AnsweredSection[]) => void) => {
        const { sections, location } = await current();
        edit(sections);
        return { sections, location };
      };

      await check('GET answer', 'read', 200, () => api.call(session, 'GET', `/api/answers/${target.id}`));
      await check('GET corrected', 'read', 200, () =>
        api.call(session, 'GET', `/api/answers/${target.id}/corrected`),
      );
      await check('GET file', 'read', 200, () => api.call(session, 'GET', `/api/files/${target.file}`));
      await check('GET record.pdf', 'read', 200, () =>
        api.call(session, 'GET', `/api/answers/${target.id}/record.pdf`),
      );
      await check('POST email', 'read', 204, () =>
        api.call(session, 'POST', `/api/answers/${target.id}/email`, { recipients: ['fuera@example.com'] }),
      );
      const completion = await edited((sections) => {
        answerOf(sections, 's1', 'q2').value = 'completado';
      });
      await check('PUT completion', 'complete', 200, () =>
        api.call(session, 'PUT', `/api/answers/${target.id}/completion`, completion),
      );
      const correction = await edited((sections) => {
        answerOf(sections, 's1', 'q1').value = 'no';
      });
      await check('PUT correction', 'correct', 200, () =>
        api.call(session, 'PUT', `/api/answers/${target.id}/correction`, correction),
      );
      await check('PUT state', 'state', 200, () =>
        api.call(session, 'PUT', `/api/answers/${target.id}/state`, { stateId: 1 }),
      );
      await check('DELETE answer', 'delete', 204, () =>
        api.call(session, 'DELETE', `/api/answers/${target.id}`),
      );
      expect(results).toEqual(expected);

      // A refused change left the answer as it was.
      const [row] = await t.database.db.select().from(answers).where(eq(answers.id, target.id));
      expect(row === undefined).toBe(may('delete'));
      if (row) {
        expect(row.state).toBe(may('state') ? 1 : 0);
        const document = row.document as { supervisorEdits: unknown[] };
        expect(document.supervisorEdits.length).toBe(may('correct') ? 1 : 0);
      }
    },
  );
});
