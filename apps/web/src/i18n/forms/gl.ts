import type { Catalogue } from '../en.ts';

export const formsGl: Catalogue['forms'] = {
  errors: {
    tooLong: 'Como máximo {{max}} caracteres.',
    linkInvalid: 'Introduza unha ligazón válida (https://…).',
    videoNotAllowed: 'Este concello non permite anexar vídeos',
    titleRequired: 'Debe introducir un título',
    areaRequired: 'Debe seleccionar unha área',
    headerImageRequired: 'Debe anexar unha imaxe',
    appointmentRequired: 'Debe seleccionar unha axenda',
    managementSyncOption: 'Debe seleccionar polo menos unha opción para sincronizar con MuniGestion',
    incidentTitleTooLong:
      'O título do formulario non pode superar os 75 caracteres para crear unha incidencia en MuniGestion',
    incidentAreaRequired: 'Debe seleccionar unha área para crear unha incidencia',
    responseLimitRequired: 'Debe introducir un número de respostas',
    sectionRequired: 'O formulario debe ter polo menos unha sección',
    questionRequired: 'O formulario debe ter polo menos unha pregunta',
    paymentSectionRequired: 'Debe engadir polo menos unha localización ao pagamento',
    paymentSectionDuplicate: 'Hai dúas localizacións co mesmo nome',
    stateTableInvalid: 'A táboa de estados non é válida: revise os nomes, as transicións e o estado inicial',
    stateNameEmpty: 'O campo non pode estar baleiro',
    stateNameDuplicate: 'O estado xa existe',
    duplicateAreaRequired: 'Debe seleccionar unha área municipal',
    keyPrefixInvalid:
      'O prefixo debe ter de 2 a 30 caracteres: letras maiúsculas, díxitos e guións simples, e comezar por unha letra (p. ex. CBA-IAP).',
    optionConflict: 'Os formularios coa opción de engadir un cidadán non poden ser públicos',
  },
};
