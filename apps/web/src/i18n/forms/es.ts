import type { Catalogue } from '../en.ts';

export const formsEs: Catalogue['forms'] = {
  errors: {
    tooLong: 'Como máximo {{max}} caracteres.',
    linkInvalid: 'Ingrese un enlace válido (https://…).',
    videoNotAllowed: 'Este municipio no permite adjuntar videos',
    titleRequired: 'Debe ingresar un título',
    areaRequired: 'Debe seleccionar un área',
    headerImageRequired: 'Debe adjuntar una imagen',
    appointmentRequired: 'Debe seleccionar una agenda',
    managementSyncOption: 'Debe seleccionar al menos una opción para sincronizar con MuniGestion',
    incidentTitleTooLong:
      'El título del formulario no puede superar los 75 caracteres para crear un incidente en MuniGestion',
    incidentAreaRequired: 'Debe seleccionar un área para crear un incidente',
    responseLimitRequired: 'Debe ingresar un número de respuestas',
    sectionRequired: 'El formulario debe tener al menos una sección',
    paymentSectionRequired: 'Debe agregar al menos una ubicación al pago',
    paymentSectionDuplicate: 'Hay dos ubicaciones con el mismo nombre',
    questionRequired: 'El formulario debe tener al menos una pregunta',
    stateTableInvalid: 'La tabla de estados no es válida: revise nombres, transiciones y el estado inicial',
    stateNameEmpty: 'El campo no puede estar vacío',
    stateNameDuplicate: 'El estado ya existe',
    duplicateAreaRequired: 'Debe seleccionar un Área Municipal',
    keyPrefixInvalid:
      'El prefijo debe tener de 2 a 30 caracteres: letras mayúsculas, números y guiones simples, y empezar con una letra (p. ej. CBA-IAP).',
    optionConflict:
      'Los formularios que cuentan con la opción de agregar un ciudadano no pueden ser públicos',
  },
};
