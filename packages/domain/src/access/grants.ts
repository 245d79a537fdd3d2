import type { Action, Role, Subject } from './roles.ts';

/** What each role may do, as the spec's table of part 1 §6 states it. */
export type Grant = { actions: readonly Action[]; subjects: readonly Subject[] };

const FORM_VERBS = ['create', 'read', 'update', 'delete'] as const;
const ALL_VERBS = ['create', 'read', 'update', 'delete', 'correct', 'duplicate'] as const;
const FORM_SUBJECTS = ['formulario', 'estadistica_formulario'] as const;
const CONTENT_SUBJECTS = ['formulario', 'respuesta', 'estadistica_formulario'] as const;

export const ROLE_GRANTS: Record<Role, readonly Grant[]> = {
  ROLE_ADMIN: [
    { actions: ['manage'], subjects: ['usuario', 'usuario_municipio', 'solicitud-usuario'] },
    { actions: ALL_VERBS, subjects: CONTENT_SUBJECTS },
  ],
  ROLE_SUPERVISOR_ELEVADO: [
    { actions: ['manage'], subjects: ['usuario_municipio'] },
    { actions: ALL_VERBS, subjects: CONTENT_SUBJECTS },
  ],
  ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: [
    { actions: [...FORM_VERBS, 'duplicate'], subjects: FORM_SUBJECTS },
    { actions: ['create', 'read', 'complete', 'delete', 'correct'], subjects: ['respuesta'] },
  ],
  ROLE_SUPERVISOR_CORRECTOR: [
    { actions: FORM_VERBS, subjects: FORM_SUBJECTS },
    { actions: ['duplicate'], subjects: ['estadistica_formulario'] },
    { actions: ['create', 'read', 'complete', 'delete', 'correct'], subjects: ['respuesta'] },
  ],
  ROLE_SUPERVISOR_DUPLICADOR: [
    { actions: [...FORM_VERBS, 'duplicate'], subjects: FORM_SUBJECTS },
    { actions: ['create', 'read', 'complete', 'delete'], subjects: ['respuesta'] },
  ],
  ROLE_SUPERVISOR: [
    { actions: FORM_VERBS, subjects: FORM_SUBJECTS },
    { actions: ['create', 'read', 'complete', 'delete'], subjects: ['respuesta'] },
  ],
  ROLE_CENSISTA_PRIVADO: [
    { actions: ['read'], subjects: ['formulario'] },
    {
      actions: ['create', 'read', 'update', 'correct', 'delete'],
      subjects: ['respuesta', 'estadistica_formulario'],
    },
  ],
  ROLE_GENERADOR_RESPUESTAS: [
    { actions: ['read'], subjects: ['formulario'] },
    { actions: ['create', 'read'], subjects: ['respuesta'] },
  ],
  ROLE_GENERADOR_CORRECTOR_RESPUESTAS: [
    { actions: ['read'], subjects: ['formulario'] },
    { actions: ['create', 'read', 'update', 'correct'], subjects: ['respuesta'] },
  ],
  ROLE_GENERADOR: [{ actions: FORM_VERBS, subjects: ['formulario'] }],
  ROLE_INSPECTOR_ELEVADO_CORRECTOR: [
    { actions: ['read'], subjects: ['formulario'] },
    { actions: ['create', 'read', 'delete', 'correct'], subjects: ['respuesta'] },
  ],
  ROLE_INSPECTOR_ELEVADO: [
    { actions: ['read'], subjects: ['formulario'] },
    { actions: ['create', 'read', 'delete'], subjects: ['respuesta'] },
  ],
  ROLE_INSPECTOR: [
    { actions: ['read'], subjects: ['formulario'] },
    { actions: ['create', 'read', 'delete'], subjects: ['respuesta'] },
  ],
  ROLE_INSPECTOR_ACTAS: [
    { actions: ['read'], subjects: ['formulario'] },
    { actions: ['create', 'read'], subjects: ['respuesta'] },
  ],
};
