import type { rolesEn } from './en.ts';

export const rolesPt: Record<keyof typeof rolesEn, string> = {
  ROLE_ADMIN: 'Administrador',
  ROLE_SUPERVISOR_ELEVADO: 'Supervisor sénior',
  ROLE_SUPERVISOR: 'Supervisor',
  ROLE_SUPERVISOR_CORRECTOR: 'Supervisor corretor',
  ROLE_SUPERVISOR_DUPLICADOR: 'Supervisor duplicador',
  ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: 'Supervisor corretor e duplicador',
  ROLE_GENERADOR: 'Criador de formulários',
  ROLE_CENSISTA_PRIVADO: 'Recenseador privado',
  ROLE_GENERADOR_RESPUESTAS: 'Gerador de respostas',
  ROLE_GENERADOR_CORRECTOR_RESPUESTAS: 'Gerador e corretor de respostas',
  ROLE_INSPECTOR: 'Inspetor',
  ROLE_INSPECTOR_ELEVADO: 'Inspetor sénior',
  ROLE_INSPECTOR_ELEVADO_CORRECTOR: 'Inspetor sénior corretor',
  ROLE_INSPECTOR_ACTAS: 'Inspetor de autos',
};
