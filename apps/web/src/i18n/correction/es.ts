import type { Catalogue } from '../en.ts';

/** Textos de la corrección y de la edición de respuestas: los del spec, palabra por palabra, donde los da. */
export const correctionEs: Catalogue['correction'] = {
  loading: 'Cargando la respuesta…',
  code: 'Respuesta {{code}}',
  load: {
    notFound: 'No existe la respuesta.',
    notFoundBody: 'Revise el enlace que siguió, o busque la respuesta en el listado de su formulario.',
    forbidden: 'No tiene permisos para ver el formulario porque no esta entre sus áreas municipales.',
    failed: 'Ocurrió un error al realizar la acción',
    toHome: 'Ir al inicio',
    toForms: 'Ir a los formularios',
  },
  correct: {
    step: 'Corregir formulario',
    intro:
      'Los cambios se registran como una corrección de esta respuesta; las respuestas originales se conservan. Las fechas y horas solo se pueden corregir en las secciones repetibles.',
    cancel: 'Cancelar corrección',
    save: 'Guardar respuesta',
    saveWithEmail: 'Guardar respuesta y enviar email',
    saving: 'Guardando…',
    saved: 'La respuesta se guardó correctamente',
    saveFailed: 'Hubo un error al guardar la respuesta, por favor intente nuevamente',
    offline:
      'No hay conexión a internet. La corrección no se puede guardar hasta que vuelva; no se perdió nada de lo que cambió.',
    videosKept: 'Los videos se mantienen como estaban: una corrección no los modifica.',
    changed: 'Otra persona modificó esta respuesta mientras tanto. Ábrala nuevamente para corregirla.',
  },
  noChanges: {
    title: 'No hay cambios',
    body: 'Debe realizar al menos un cambio antes de poder guardar la respuesta.',
    close: 'Aceptar',
  },
  leave: {
    title: '¿Salir sin guardar?',
    body: 'Se perderán los cambios que hizo en esta respuesta.',
    stay: 'Quedarse',
    leave: 'Salir sin guardar',
  },
  state: {
    title: 'Estado de la respuesta',
    body: 'Elija el estado en el que se guarda la respuesta corregida: puede quedar en su estado actual o pasar a uno alcanzable desde él.',
    current: '{{name}} (actual)',
    confirm: 'Guardar en este estado',
    cancel: 'Cancelar',
  },
  edit: {
    heading: 'Completar preguntas sin responder',
    warning:
      'Solo se pueden modificar respuestas incompletas, y solo son editables las preguntas que siguen sin responder.',
    state: 'Estado',
    stateHelp: 'Solo se pueden elegir los estados alcanzables desde el actual.',
    invalid: 'Verifique que todas las respuestas sean válidas',
    save: 'Guardar respuesta',
    saving: 'Guardando…',
    back: 'Volver a las respuestas',
    cancel: 'Cancelar',
    saved: 'La respuesta se guardó correctamente',
    saveFailed: 'Ha ocurrido un error al guardar la respuesta.',
    notFound: 'No se encontró una respuesta para editar.',
    loadFailed: 'Ha ocurrido un error al cargar la respuesta para editar.',
    changed: 'Otra persona modificó esta respuesta mientras tanto. Ábrala nuevamente para editarla.',
  },
};
