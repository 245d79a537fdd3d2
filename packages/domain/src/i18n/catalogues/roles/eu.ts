import type { rolesEn } from './en.ts';

export const rolesEu: Record<keyof typeof rolesEn, string> = {
  ROLE_ADMIN: 'Administratzailea',
  ROLE_SUPERVISOR_ELEVADO: 'Goi-mailako gainbegiralea',
  ROLE_SUPERVISOR: 'Gainbegiralea',
  ROLE_SUPERVISOR_CORRECTOR: 'Gainbegirale zuzentzailea',
  ROLE_SUPERVISOR_DUPLICADOR: 'Gainbegirale bikoizlea',
  ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: 'Gainbegirale zuzentzaile eta bikoizlea',
  ROLE_GENERADOR: 'Inprimaki-sortzailea',
  ROLE_CENSISTA_PRIVADO: 'Errolda-egile pribatua',
  ROLE_GENERADOR_RESPUESTAS: 'Erantzun-sortzailea',
  ROLE_GENERADOR_CORRECTOR_RESPUESTAS: 'Erantzun-sortzaile eta -zuzentzailea',
  ROLE_INSPECTOR: 'Ikuskatzailea',
  ROLE_INSPECTOR_ELEVADO: 'Goi-mailako ikuskatzailea',
  ROLE_INSPECTOR_ELEVADO_CORRECTOR: 'Goi-mailako ikuskatzaile zuzentzailea',
  ROLE_INSPECTOR_ACTAS: 'Akta-ikuskatzailea',
};
