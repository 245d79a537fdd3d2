import type { Catalogue } from '../en.ts';

/** Missatges de les regles compartides de les respostes. */
export const answersCa: Catalogue['answers'] = {
  errors: {
    required: '* Resposta obligatòria',
    conditionRequired: '* Secció condicional obligatòria',
    missingRequired: 'Falten camps obligatoris per completar.',
    citizenRequired: 'El ciutadà és obligatori',
    integer: 'Heu de respondre amb un nombre enter vàlid.',
    decimal: 'Heu de respondre amb un nombre decimal vàlid.',
    tooLong: 'La resposta no pot superar els 10.000 caràcters.',
    date: 'Introduïu una data vàlida.',
    time: 'Introduïu una hora vàlida (24 hores).',
    link: 'Introduïu un enllaç vàlid (https://…).',
    signatoryRequired: 'Per penjar la signatura heu de completar el nom del signant',
    signatureMissing: 'Falta penjar la imatge',
    tampered: 'La resposta no coincideix amb el formulari. Torneu a carregar la pàgina i torneu-ho a provar.',
  },
  review: {
    errors: {
      dateAndRange: 'Trieu un dia o un interval, no totes dues coses.',
      rangeIncomplete: "Trieu l'inici i el final de l'interval.",
      rangeOrder: "L'interval ha d'acabar el mateix dia o després del seu inici.",
      dniNumeric: 'El DNI només té xifres.',
    },
  },
};
