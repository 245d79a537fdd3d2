import type { rolesEn } from './en.ts';

export const rolesEs: Record<keyof typeof rolesEn, string> = {
  ROLE_ADMIN: 'Administrador',
  ROLE_SUPERVISOR_ELEVADO: 'Supervisor elevado',
  ROLE_SUPERVISOR: 'Supervisor',
  ROLE_SUPERVISOR_CORRECTOR: 'Supervisor corrector',
  ROLE_SUPERVISOR_DUPLICADOR: 'Supervisor duplicador',
  ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: 'Supervisor corrector y duplicador',
  ROLE_GENERADOR: 'Generador de formularios',
  ROLE_CENSISTA_PRIVADO: 'Censista privado',
  ROLE_GENERADOR_RESPUESTAS: 'Generador de respuestas',
  ROLE_GENERADOR_CORRECTOR_RESPUESTAS: 'Generador y corrector de respuestas',
  ROLE_INSPECTOR: 'Inspector',
  ROLE_INSPECTOR_ELEVADO: 'Inspector elevado',
  ROLE_INSPECTOR_ELEVADO_CORRECTOR: 'Inspector elevado corrector',
  ROLE_INSPECTOR_ACTAS: 'Inspector de actas',
};
