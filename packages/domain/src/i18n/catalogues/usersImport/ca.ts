import { rolesCa } from '../roles/ca.ts';
import type { UsersImportCatalogue } from './es.ts';

/** The users import's texts in Catalan (see es.ts). */
export const ca: UsersImportCatalogue = {
  columns: {
    email: 'Correu electrònic',
    firstName: 'Nom',
    lastName: 'Cognom',
    role: 'Rol',
    areas: 'Àrees',
    username: 'Usuari',
    inspectorId: 'Número de personal',
    language: 'Idioma',
  },
  roles: rolesCa,
  problems: {
    REQUIRED: "S'han d'emplenar tots els camps obligatoris.",
    EMAIL_INVALID: 'Introduïu un correu electrònic vàlid.',
    TOO_LONG: 'El valor és massa llarg.',
    INVALID: 'El valor no és vàlid.',
    ROLE_UNKNOWN: 'No existeix el rol «{{value}}».',
    ROLE_NOT_ALLOWED: 'No podeu assignar el rol «{{value}}».',
    AREA_UNKNOWN: "El municipi no té l'àrea «{{value}}».",
    LANGUAGE_UNKNOWN: "L'idioma «{{value}}» no és vàlid (es, en, ca, pt, gl, eu, es-419, ja).",
    DUPLICATE_IN_FILE: 'Repeteix el valor de la fila {{first}}.',
    EMAIL_EXISTS: 'Ja existeix un usuari amb aquest correu electrònic.',
    USERNAME_EXISTS: 'Ja existeix un usuari amb el nom introduït.',
    INSPECTOR_ID_EXISTS: 'Un altre usuari del municipi té aquest número de personal.',
    USERNAME_INVALID: "El nom d'usuari no és vàlid.",
    MANAGEMENT_SYSTEM_ERROR: "S'ha produït un error en comunicar-se amb la plataforma digital.",
  },
  outcomes: {
    created: 'Creat',
    skipped: 'Omès',
    failed: 'Ha fallat',
  },
  summary: {
    row: 'Fila',
    email: 'Correu electrònic',
    outcome: 'Resultat',
    reason: 'Motiu',
    fileName: 'importacio-usuaris.csv',
  },
  template: {
    fileName: 'plantilla-usuaris',
    firstName: 'Anna',
    lastName: 'Puig',
    inspectorId: '1234',
  },
};
