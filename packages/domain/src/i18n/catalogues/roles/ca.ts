import type { rolesEn } from './en.ts';

export const rolesCa: Record<keyof typeof rolesEn, string> = {
  ROLE_ADMIN: 'Administrador',
  ROLE_SUPERVISOR_ELEVADO: 'Supervisor sènior',
  ROLE_SUPERVISOR: 'Supervisor',
  ROLE_SUPERVISOR_CORRECTOR: 'Supervisor corrector',
  ROLE_SUPERVISOR_DUPLICADOR: 'Supervisor duplicador',
  ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: 'Supervisor corrector i duplicador',
  ROLE_GENERADOR: 'Creador de formularis',
  ROLE_CENSISTA_PRIVADO: 'Agent censal privat',
  ROLE_GENERADOR_RESPUESTAS: 'Generador de respostes',
  ROLE_GENERADOR_CORRECTOR_RESPUESTAS: 'Generador i corrector de respostes',
  ROLE_INSPECTOR: 'Inspector',
  ROLE_INSPECTOR_ELEVADO: 'Inspector sènior',
  ROLE_INSPECTOR_ELEVADO_CORRECTOR: 'Inspector sènior corrector',
  ROLE_INSPECTOR_ACTAS: "Inspector d'actes",
};
