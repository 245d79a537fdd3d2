import type { Catalogue } from '../en.ts';

export const formsCa: Catalogue['forms'] = {
  errors: {
    tooLong: 'Com a màxim {{max}} caràcters.',
    linkInvalid: 'Introduïu un enllaç vàlid (https://…).',
    videoNotAllowed: 'Aquest municipi no permet adjuntar vídeos',
    titleRequired: "Heu d'introduir un títol",
    areaRequired: 'Heu de seleccionar una àrea',
    headerImageRequired: "Heu d'adjuntar una imatge",
    appointmentRequired: 'Heu de seleccionar una agenda',
    managementSyncOption: 'Heu de seleccionar com a mínim una opció per sincronitzar amb MuniGestion',
    incidentTitleTooLong:
      'El títol del formulari no pot superar els 75 caràcters per crear una incidència a MuniGestion',
    incidentAreaRequired: 'Heu de seleccionar una àrea per crear una incidència',
    responseLimitRequired: "Heu d'introduir un nombre de respostes",
    sectionRequired: 'El formulari ha de tenir com a mínim una secció',
    questionRequired: 'El formulari ha de tenir com a mínim una pregunta',
    paymentSectionRequired: "Heu d'afegir com a mínim una ubicació al pagament",
    paymentSectionDuplicate: 'Hi ha dues ubicacions amb el mateix nom',
    stateTableInvalid: "La taula d'estats no és vàlida: reviseu els noms, les transicions i l'estat inicial",
    stateNameEmpty: 'El camp no pot estar buit',
    stateNameDuplicate: "L'estat ja existeix",
    duplicateAreaRequired: 'Heu de seleccionar una àrea municipal',
    keyPrefixInvalid:
      'El prefix ha de tenir de 2 a 30 caràcters: lletres majúscules, xifres i guions simples, i començar amb una lletra (p. ex. CBA-IAP).',
    optionConflict: "Els formularis amb l'opció d'afegir un ciutadà no poden ser públics",
  },
};
