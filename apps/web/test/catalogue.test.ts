import {
  ANSWER_ERRORS,
  CITIZEN_ERRORS,
  DUPLICATE_ERRORS,
  REVIEW_ERRORS,
  ERROR_CODES,
  ERRORS,
  FORM_ERRORS,
  GEOGRAPHY_ERRORS,
  STATE_ERRORS,
  TEXT_ERRORS,
  USER_ERRORS,
} from '@cabildo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, setupI18n } from '../src/i18n/index.ts';

beforeAll(async () => {
  await setupI18n('en');
});

/** Every message key the shared rules can produce has a text in English and in Spanish. */
describe('message catalogue', () => {
  const keys = [
    ...ERROR_CODES.map((code) => ERRORS[code].key),
    ...[
      USER_ERRORS,
      GEOGRAPHY_ERRORS,
      FORM_ERRORS,
      STATE_ERRORS,
      DUPLICATE_ERRORS,
      ANSWER_ERRORS,
      CITIZEN_ERRORS,
      REVIEW_ERRORS,
      TEXT_ERRORS,
    ].flatMap((group) => Object.values(group)),
  ];
  it.each(['en', 'es'])('%s holds every key', (language) => {
    const missing = keys.filter((key) => !i18next.exists(key, { lng: language, fallbackLng: false }));
    expect(missing).toEqual([]);
  });
  it('Spanish texts are the spec words, e.g. the blocked screen and the form rules', () => {
    const es = i18next.getFixedT('es');
    expect(es('errors.MUNICIPALITY_DISABLED')).toBe('Acceso denegado. Municipio bloqueado');
    expect(es('errors.STATE_TRANSITION_NOT_ALLOWED')).toBe('No se pudo actualizar el estado');
    expect(es('errors.CITIZEN_REQUIRED')).toBe('El ciudadano es obligatorio');
    expect(i18next.getFixedT('en')('errors.NO_CHANGES')).toBe('There are no changes');
    expect(es('forms.errors.sectionRequired')).toBe('El formulario debe tener al menos una sección');
    expect(es('geography.errors.keywordInvalid')).toBe(
      'Palabra clave no válida. Debe tener dos o más letras y deben estar en mayúsculas.',
    );
  });
});
