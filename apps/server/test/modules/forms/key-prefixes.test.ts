import type { FormDetail, FormTemplate, SavedAnswer } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../../../src/db/schema/index.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, yesAnswer, yesNoForm } from '../../support/answers-support.ts';
import { demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/*
 * Answer codes per form (issue 28 item 8): each form numbers under a prefix of its own, unique
 * across Cabildo without case, so no two procedures of a municipality share a code.
 */

let t: TestApp;
let api: ReturnType<typeof answerApi>;
let admin: Session;

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  admin = await signIn(t.app, demoEmail('admin'));
});
afterAll(async () => t.close());

const create = (template: object) => api.call(admin, 'POST', '/api/forms', template);
const detail = async (id: string) => (await api.call(admin, 'GET', `/api/forms/${id}`)).json() as FormDetail;
const save = (id: string, template: FormTemplate) => api.call(admin, 'PUT', `/api/forms/${id}`, template);
const answer = async (form: { id: string; template: FormTemplate }) => {
  const sent = await api.submit(admin, form.id, yesAnswer(form.template));
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json() as SavedAnswer;
};
const refusal = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; details?: { path: string }[] } }).error;

describe('answer-code prefixes', () => {
  it('give two forms of one municipality distinct codes', async () => {
    // Same title, same municipality: the default takes the next number.
    const first = await api.createForm(admin, yesNoForm(DEMO_IDS.transito, 'Control de veredas rotas'));
    const second = await api.createForm(admin, yesNoForm(DEMO_IDS.ambiente, 'Control de veredas rotas'));
    expect(first.template.keyPrefix).toBe('CBA-CVR');
    expect(second.template.keyPrefix).toBe('CBA-CVR2');
    const codes = [await answer(first), await answer(second), await answer(first)].map((saved) => saved.code);
    expect(codes).toEqual(['CBA-CVR-1', 'CBA-CVR2-1', 'CBA-CVR-2']);
    // The demo forms number apart too.
    expect((await detail(DEMO_FORM_IDS.streetLighting)).template.keyPrefix).toBe('CBA-IAP');
    expect((await detail(DEMO_FORM_IDS.treePruning)).template.keyPrefix).toBe('CBA-SPP');
  });

  it('take a chosen prefix and refuse one another form has, whatever its case or municipality', async () => {
    const chosen = await create(yesNoForm(DEMO_IDS.transito, 'Obras en la vía', { keyPrefix: 'CBA-OBRAS' }));
    expect(chosen.statusCode, chosen.body).toBe(200);
    const form = chosen.json() as FormDetail;
    expect(form.template.keyPrefix).toBe('CBA-OBRAS');
    expect((await answer(form)).code).toBe('CBA-OBRAS-1');

    const again = await create(yesNoForm(DEMO_IDS.ambiente, 'Otra', { keyPrefix: 'CBA-OBRAS' }));
    expect(again.statusCode).toBe(409);
    expect(refusal(again)).toMatchObject({
      code: 'FORM_KEY_PREFIX_TAKEN',
      message: 'Another form has this answer-code prefix, or answers were given codes with it.',
    });
    // Another municipality's form neither: the public status lookup reads codes across municipalities.
    const elsewhere = await create(
      yesNoForm(DEMO_IDS.inspeccionGeneral, 'Obras', { keyPrefix: 'CBA-OBRAS' }),
    );
    expect(refusal(elsewhere).code).toBe('FORM_KEY_PREFIX_TAKEN');
    // DESC is the code of forms without a prefix.
    expect(refusal(await create(yesNoForm(DEMO_IDS.ambiente, 'Desc', { keyPrefix: 'DESC' }))).code).toBe(
      'FORM_KEY_PREFIX_TAKEN',
    );

    // Saving another form with it is refused and changes nothing.
    const other = await api.createForm(admin, yesNoForm(DEMO_IDS.ambiente, 'Permiso de obra menor'));
    const taken = await save(other.id, { ...other.template, keyPrefix: 'CBA-OBRAS' });
    expect(refusal(taken).code).toBe('FORM_KEY_PREFIX_TAKEN');
    expect((await detail(other.id)).template.keyPrefix).toBe('CBA-POM');
  });

  it('refuse a prefix of the wrong shape (upper-case letters, digits and single hyphens, 2 to 30)', async () => {
    for (const keyPrefix of [
      'cba-obras',
      'A',
      '-CBA',
      'CBA-',
      'CBA--X',
      '1CBA',
      'CBA_X',
      'CBA X',
      'C'.repeat(31),
    ]) {
      const refused = await create(yesNoForm(DEMO_IDS.ambiente, 'Mal prefijo', { keyPrefix }));
      expect(refused.statusCode, keyPrefix).toBe(400);
      expect(refusal(refused).code).toBe('VALIDATION_FAILED');
      expect(refusal(refused).details?.map((detail) => detail.path)).toEqual(['/keyPrefix']);
    }
    for (const keyPrefix of ['ÑU-1', 'CBA-2026-OBRAS', 'C'.repeat(30)]) {
      expect((await create(yesNoForm(DEMO_IDS.ambiente, 'Buen prefijo', { keyPrefix }))).statusCode).toBe(
        200,
      );
    }
  });

  it('change after answers: issued codes keep theirs, the next number from 1, the old prefix is not given again', async () => {
    const form = await api.createForm(
      admin,
      yesNoForm(DEMO_IDS.ambiente, 'Relevamiento editable', {
        keyPrefix: 'CBA-REL',
        options: { editableForm: true },
      }),
    );
    const issued = [await answer(form), await answer(form)];
    expect(issued.map((saved) => saved.code)).toEqual(['CBA-REL-1', 'CBA-REL-2']);

    const current = await detail(form.id);
    expect(current.lock).toBe('content-only');
    // Saved without a prefix (null): it stays.
    expect((await save(form.id, { ...current.template, keyPrefix: null })).json()).toMatchObject({
      template: { keyPrefix: 'CBA-REL' },
    });
    const renamed = await save(form.id, { ...current.template, keyPrefix: 'CBA-RELEV' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await answer(form)).code).toBe('CBA-RELEV-1');
    const stored = await t.database.db
      .select({ code: answers.code })
      .from(answers)
      .where(eq(answers.formId, form.id));
    expect(stored.map((row) => row.code).sort()).toEqual(['CBA-REL-1', 'CBA-REL-2', 'CBA-RELEV-1']);

    // Its codes name CBA-REL: no form takes it again, this one neither (its counter restarted).
    const back = await save(form.id, { ...current.template, keyPrefix: 'CBA-REL' });
    expect(refusal(back).code).toBe('FORM_KEY_PREFIX_TAKEN');
    const reuse = await create(yesNoForm(DEMO_IDS.transito, 'Otra', { keyPrefix: 'CBA-REL' }));
    expect(refusal(reuse).code).toBe('FORM_KEY_PREFIX_TAKEN');
    expect((await detail(form.id)).template.keyPrefix).toBe('CBA-RELEV');
  });

  it('give a copy a prefix of its own', async () => {
    const copied = await api.call(admin, 'POST', `/api/forms/${DEMO_FORM_IDS.streetLighting}/duplicate`, {
      areaId: DEMO_IDS.transito,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = copied.json() as FormDetail;
    expect(copy.template.keyPrefix).toBe('CBA-IAP2');
    expect((await detail(DEMO_FORM_IDS.streetLighting)).template.keyPrefix).toBe('CBA-IAP');
  });
});
