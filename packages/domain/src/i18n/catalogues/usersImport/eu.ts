import { rolesEu } from '../roles/eu.ts';
import type { UsersImportCatalogue } from './es.ts';

/** The users import's texts in Basque (see es.ts). */
export const eu: UsersImportCatalogue = {
  columns: {
    email: 'Helbide elektronikoa',
    firstName: 'Izena',
    lastName: 'Abizena',
    role: 'Rola',
    areas: 'Arloak',
    username: 'Erabiltzailea',
    inspectorId: 'Langile-zenbakia',
    language: 'Hizkuntza',
  },
  roles: rolesEu,
  problems: {
    REQUIRED: 'Derrigorrezko eremu guztiak bete behar dira.',
    EMAIL_INVALID: 'Idatzi baliozko helbide elektroniko bat.',
    TOO_LONG: 'Balioa luzeegia da.',
    INVALID: 'Balioa ez da baliozkoa.',
    ROLE_UNKNOWN: 'Ez dago «{{value}}» rolik.',
    ROLE_NOT_ALLOWED: 'Ezin duzu «{{value}}» rola eman.',
    AREA_UNKNOWN: 'Udalerriak ez du «{{value}}» arlorik.',
    LANGUAGE_UNKNOWN: '«{{value}}» hizkuntza ez da baliozkoa (es, en, ca, pt, gl, eu, es-419, ja).',
    DUPLICATE_IN_FILE: '{{first}}. errenkadaren balioa errepikatzen du.',
    EMAIL_EXISTS: 'Badago helbide elektroniko hau duen erabiltzaile bat.',
    USERNAME_EXISTS: 'Badago izen hori duen erabiltzaile bat.',
    INSPECTOR_ID_EXISTS: 'Udalerriko beste erabiltzaile batek du langile-zenbaki hau.',
    USERNAME_INVALID: 'Erabiltzaile-izena ez da baliozkoa.',
    MANAGEMENT_SYSTEM_ERROR: 'Errore bat gertatu da plataforma digitalarekin komunikatzean.',
  },
  outcomes: {
    created: 'Sortua',
    skipped: 'Saltatua',
    failed: 'Huts egin du',
  },
  summary: {
    row: 'Errenkada',
    email: 'Helbide elektronikoa',
    outcome: 'Emaitza',
    reason: 'Arrazoia',
    fileName: 'erabiltzaileen-inportazioa.csv',
  },
  template: {
    fileName: 'erabiltzaileen-txantiloia',
    firstName: 'Ane',
    lastName: 'Etxeberria',
    inspectorId: '1234',
  },
};
