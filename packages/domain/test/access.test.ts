import { subject } from '@casl/ability';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  REACH_SUBJECTS,
  ROLES,
  SUBJECTS,
  defineAbilityFor,
  landsOnHome,
  primaryRole,
  roleSlug,
  type Action,
  type Role,
  type Subject,
} from '../src/index.ts';

/**
 * Spec part 1 §6, written out independently of grants.ts: for each role, the verbs it
 * has on each subject ('manage' means every verb). Subjects not listed: nothing.
 */
const ALL = 'manage,create,read,update,complete,delete,correct,duplicate';
const SPEC: Record<Role, Partial<Record<Subject, string>>> = {
  ROLE_ADMIN: {
    usuario: ALL,
    usuario_municipio: ALL,
    'solicitud-usuario': ALL,
    formulario: 'create,read,update,delete,correct,duplicate',
    respuesta: 'create,read,update,delete,correct,duplicate',
    estadistica_formulario: 'create,read,update,delete,correct,duplicate',
  },
  ROLE_SUPERVISOR_ELEVADO: {
    usuario_municipio: ALL,
    formulario: 'create,read,update,delete,correct,duplicate',
    respuesta: 'create,read,update,delete,correct,duplicate',
    estadistica_formulario: 'create,read,update,delete,correct,duplicate',
  },
  ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: {
    formulario: 'create,read,update,delete,duplicate',
    estadistica_formulario: 'create,read,update,delete,duplicate',
    respuesta: 'create,read,complete,delete,correct',
  },
  ROLE_SUPERVISOR_CORRECTOR: {
    formulario: 'create,read,update,delete',
    estadistica_formulario: 'create,read,update,delete,duplicate',
    respuesta: 'create,read,complete,delete,correct',
  },
  ROLE_SUPERVISOR_DUPLICADOR: {
    formulario: 'create,read,update,delete,duplicate',
    estadistica_formulario: 'create,read,update,delete,duplicate',
    respuesta: 'create,read,complete,delete',
  },
  ROLE_SUPERVISOR: {
    formulario: 'create,read,update,delete',
    estadistica_formulario: 'create,read,update,delete',
    respuesta: 'create,read,complete,delete',
  },
  ROLE_CENSISTA_PRIVADO: {
    formulario: 'read',
    respuesta: 'create,read,update,correct,delete',
    estadistica_formulario: 'create,read,update,correct,delete',
  },
  ROLE_GENERADOR_RESPUESTAS: { formulario: 'read', respuesta: 'create,read' },
  ROLE_GENERADOR_CORRECTOR_RESPUESTAS: {
    formulario: 'read',
    respuesta: 'create,read,update,correct',
  },
  ROLE_GENERADOR: { formulario: 'create,read,update,delete' },
  ROLE_INSPECTOR_ELEVADO_CORRECTOR: { formulario: 'read', respuesta: 'create,read,delete,correct' },
  ROLE_INSPECTOR_ELEVADO: { formulario: 'read', respuesta: 'create,read,delete' },
  ROLE_INSPECTOR: { formulario: 'read', respuesta: 'create,read,delete' },
  ROLE_INSPECTOR_ACTAS: { formulario: 'read', respuesta: 'create,read' },
};

const actorWith = (role: string) => ({
  id: '00000000-0000-4000-8000-000000000001',
  roles: [role],
  areaIds: ['00000000-0000-4000-8000-0000000000a1'],
  municipalityId: '00000000-0000-4000-8000-0000000000m1',
});

describe('permission table (spec part 1 §6)', () => {
  const cases = ROLES.flatMap((role) =>
    SUBJECTS.flatMap((subj) => ACTIONS.map((action) => [role, action, subj] as const)),
  );
  it('covers 14 roles x 8 actions x 6 subjects', () => {
    expect(cases).toHaveLength(14 * 8 * 6);
  });
  it.each(cases)('%s %s %s', (role, action, subj) => {
    const expected = (SPEC[role][subj] ?? '').split(',').includes(action);
    expect(defineAbilityFor(actorWith(role)).can(action as Action, subj as Subject)).toBe(expected);
  });
});

describe('one role per user', () => {
  it('only the first role decides', () => {
    const ability = defineAbilityFor({
      ...actorWith('ROLE_INSPECTOR'),
      roles: ['ROLE_INSPECTOR', 'ROLE_ADMIN'],
    });
    expect(ability.can('manage', 'usuario')).toBe(false);
    expect(primaryRole(['ROLE_GENERADOR', 'ROLE_ADMIN'])).toBe('ROLE_GENERADOR');
  });
  it('no role or an unknown first role grants nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACTIONS), fc.constantFrom(...SUBJECTS), (action, subj) => {
        expect(defineAbilityFor({ ...actorWith('ROLE_X'), roles: [] }).can(action, subj)).toBe(false);
        expect(defineAbilityFor(actorWith('ROLE_UNKNOWN')).can(action, subj)).toBe(false);
        expect(defineAbilityFor(null).can(action, subj)).toBe(false);
      }),
    );
  });
});

describe('record rules', () => {
  const me = actorWith('ROLE_INSPECTOR');
  const answer = (over: Partial<Record<string, unknown>> = {}) =>
    subject('respuesta', {
      createdById: me.id,
      formAreaIds: me.areaIds,
      municipalityId: me.municipalityId,
      formPublic: false,
      citizenPortal: false,
      ...over,
    });

  it('own-answers-only roles act only on their answers', () => {
    const ability = defineAbilityFor(me);
    expect(ability.can('read', answer())).toBe(true);
    expect(ability.can('delete', answer({ createdById: 'someone-else' }))).toBe(false);
  });
  it('a supervisor sees answers of forms of its areas, and of public or portal forms', () => {
    const ability = defineAbilityFor(actorWith('ROLE_SUPERVISOR'));
    expect(ability.can('read', answer({ createdById: 'x' }))).toBe(true);
    expect(ability.can('read', answer({ createdById: 'x', formAreaIds: ['other'] }))).toBe(false);
    expect(ability.can('read', answer({ formAreaIds: ['other'], formPublic: true }))).toBe(true);
    expect(ability.can('read', answer({ formAreaIds: ['other'], citizenPortal: true }))).toBe(true);
  });
  it('public and portal answers widen reading only, and never past the own municipality', () => {
    const ability = defineAbilityFor(actorWith('ROLE_SUPERVISOR_CORRECTOR'));
    const publicElsewhere = answer({ createdById: 'x', formAreaIds: ['other'], formPublic: true });
    for (const action of ['complete', 'correct', 'delete'] as const) {
      expect(ability.can(action, publicElsewhere)).toBe(false);
      expect(ability.can(action, answer({ createdById: 'x' }))).toBe(true);
    }
    const foreign = { createdById: 'x', formAreaIds: ['other'], municipalityId: 'm2' };
    expect(ability.can('read', answer({ ...foreign, formPublic: true }))).toBe(false);
    expect(ability.can('read', answer({ ...foreign, citizenPortal: true }))).toBe(false);
    // An area id that happens to match does not reach across municipalities either.
    expect(ability.can('read', answer({ ...foreign, formAreaIds: me.areaIds }))).toBe(false);
  });
  it('forms outside the own areas are out of reach, admin bypasses', () => {
    const foreign = subject('formulario', { areaIds: ['other'], municipalityId: 'm2' });
    expect(defineAbilityFor(actorWith('ROLE_SUPERVISOR')).can('update', foreign)).toBe(false);
    expect(defineAbilityFor(actorWith('ROLE_ADMIN')).can('update', foreign)).toBe(true);
  });
  it('an elevated supervisor manages municipal users of the own municipality only', () => {
    const ability = defineAbilityFor(actorWith('ROLE_SUPERVISOR_ELEVADO'));
    const mine = subject('usuario_municipio', { municipalityId: me.municipalityId });
    const theirs = subject('usuario_municipio', { municipalityId: 'm2' });
    expect(ability.can('update', mine)).toBe(true);
    expect(ability.can('update', theirs)).toBe(false);
  });
  it('only the admin grants or edits the admin role', () => {
    const admin = subject('usuario_municipio', { municipalityId: me.municipalityId, role: 'ROLE_ADMIN' });
    const inspector = subject('usuario_municipio', {
      municipalityId: me.municipalityId,
      role: 'ROLE_INSPECTOR',
    });
    const elevated = defineAbilityFor(actorWith('ROLE_SUPERVISOR_ELEVADO'));
    expect(elevated.can('create', admin)).toBe(false);
    expect(elevated.can('update', admin)).toBe(false);
    expect(elevated.can('create', inspector)).toBe(true);
    expect(defineAbilityFor(actorWith('ROLE_ADMIN')).can('update', admin)).toBe(true);
  });
});

describe('reach (REACH_SUBJECTS)', () => {
  const other = '00000000-0000-4000-8000-0000000000m2';
  it.each(ROLES)('%s: the admin everywhere, every other role in the own municipality and areas', (role) => {
    const ability = defineAbilityFor(actorWith(role));
    const everywhere = role === 'ROLE_ADMIN';
    for (const subj of REACH_SUBJECTS) expect(ability.can('manage', subj)).toBe(everywhere);
    expect(ability.can('read', subject('municipio', { id: actorWith(role).municipalityId }))).toBe(true);
    expect(ability.can('read', subject('municipio', { id: other }))).toBe(everywhere);
    expect(ability.can('read', subject('area', { id: actorWith(role).areaIds[0]! }))).toBe(true);
    expect(ability.can('read', subject('area', { id: other }))).toBe(everywhere);
    expect(ability.can('read', 'estadistica_general')).toBe(everywhere);
    expect(ability.can('read', 'sistema')).toBe(everywhere);
  });
  it.each(ROLES)('%s: the recipient search with /home, the scope switch as its table says', (role) => {
    const ability = defineAbilityFor(actorWith(role));
    expect(ability.can('read', 'destinatario')).toBe(landsOnHome(role));
    expect(ability.can('update', 'alcance_formulario')).toBe(
      ['ROLE_ADMIN', 'ROLE_SUPERVISOR_ELEVADO', 'ROLE_GENERADOR'].includes(role),
    );
  });
});

describe('role helpers', () => {
  it('home is for supervisor, elevated supervisor, admin and private census taker', () => {
    expect(ROLES.filter((r) => landsOnHome(r))).toEqual([
      'ROLE_ADMIN',
      'ROLE_SUPERVISOR_ELEVADO',
      'ROLE_SUPERVISOR',
      'ROLE_CENSISTA_PRIVADO',
    ]);
  });
  it('demo slugs follow the naming rule', () => {
    expect(roleSlug('ROLE_SUPERVISOR_ELEVADO')).toBe('supervisor-elevado');
    expect(roleSlug('ROLE_INSPECTOR_ACTAS')).toBe('inspector-actas');
  });
});
