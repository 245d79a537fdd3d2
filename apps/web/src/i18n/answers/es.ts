import type { Catalogue } from '../en.ts';

/** Mensajes de las reglas compartidas de respuestas; los textos de la especificación, palabra por palabra. */
export const answersEs: Catalogue['answers'] = {
  errors: {
    required: '* Respuesta obligatoria',
    conditionRequired: '* Sección condicional obligatoria',
    missingRequired: 'Faltan completar campos obligatorios.',
    citizenRequired: 'El ciudadano es obligatorio',
    integer: 'Debe contestar con un número entero válido.',
    decimal: 'Debe contestar con un número decimal válido.',
    tooLong: 'La respuesta no puede superar los 10.000 caracteres.',
    date: 'Ingrese una fecha válida.',
    time: 'Ingrese una hora válida (24 horas).',
    link: 'Ingrese un enlace válido (https://…).',
    signatoryRequired: 'Para subir la firma debe completar el nombre del firmante',
    signatureMissing: 'Falta subir imagen',
    tampered: 'La respuesta no coincide con el formulario. Recargue la página e intente nuevamente.',
  },
  review: {
    errors: {
      dateAndRange: 'Elija un día o un rango, no ambos.',
      rangeIncomplete: 'Elija el inicio y el fin del rango.',
      rangeOrder: 'El rango debe terminar el mismo día o después de su inicio.',
      dniNumeric: 'El DNI solo tiene números.',
    },
  },
};
