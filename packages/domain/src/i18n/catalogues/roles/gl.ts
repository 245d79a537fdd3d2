import type { rolesEn } from './en.ts';

export const rolesGl: Record<keyof typeof rolesEn, string> = {
  ROLE_ADMIN: 'Administrador',
  ROLE_SUPERVISOR_ELEVADO: 'Supervisor sénior',
  ROLE_SUPERVISOR: 'Supervisor',
  ROLE_SUPERVISOR_CORRECTOR: 'Supervisor corrector',
  ROLE_SUPERVISOR_DUPLICADOR: 'Supervisor duplicador',
  ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: 'Supervisor corrector e duplicador',
  ROLE_GENERADOR: 'Creador de formularios',
  ROLE_CENSISTA_PRIVADO: 'Recenseador privado',
  ROLE_GENERADOR_RESPUESTAS: 'Xerador de respostas',
  ROLE_GENERADOR_CORRECTOR_RESPUESTAS: 'Xerador e corrector de respostas',
  ROLE_INSPECTOR: 'Inspector',
  ROLE_INSPECTOR_ELEVADO: 'Inspector sénior',
  ROLE_INSPECTOR_ELEVADO_CORRECTOR: 'Inspector sénior corrector',
  ROLE_INSPECTOR_ACTAS: 'Inspector de actas',
};
