import type { Catalogue } from '../en.ts';

/** Mensaxes das regras compartidas das respostas. */
export const answersGl: Catalogue['answers'] = {
  errors: {
    required: '* Resposta obrigatoria',
    conditionRequired: '* Sección condicional obrigatoria',
    missingRequired: 'Faltan campos obrigatorios por completar.',
    citizenRequired: 'O cidadán é obrigatorio',
    integer: 'Debe responder cun número enteiro válido.',
    decimal: 'Debe responder cun número decimal válido.',
    tooLong: 'A resposta non pode superar os 10.000 caracteres.',
    date: 'Introduza unha data válida.',
    time: 'Introduza unha hora válida (24 horas).',
    link: 'Introduza unha ligazón válida (https://…).',
    signatoryRequired: 'Para subir a sinatura debe completar o nome do asinante',
    signatureMissing: 'Falta subir a imaxe',
    tampered: 'A resposta non coincide co formulario. Recargue a páxina e ténteo de novo.',
  },
  review: {
    errors: {
      dateAndRange: 'Escolla un día ou un intervalo, non ambos.',
      rangeIncomplete: 'Escolla o inicio e o fin do intervalo.',
      rangeOrder: 'O intervalo debe rematar o mesmo día ou despois do seu inicio.',
      dniNumeric: 'O DNI só ten números.',
    },
  },
};
