import type { Catalogue } from '../en.ts';

/** Solicitudes de cambios (el diálogo del personal en la respuesta) y la revisión del ciudadano. */
export const citizenRevisionEs: Catalogue['citizenRevision'] = {
  request: {
    open: 'Solicitar cambios',
    title: 'Solicitar cambios al ciudadano',
    intro:
      'Marque las respuestas, imágenes y documentos que el ciudadano debe corregir. Se le avisará por mensaje y correo electrónico con un enlace para corregirlos.',
    section: 'Revisar esta sección',
    answer: 'Respuesta',
    images: 'Imágenes',
    documents: 'Documentos',
    copy: 'Copia {{number}}',
    condition: 'Si: {{condition}}',
    unanswered: 'Sin responder',
    comment: 'Comentario para el ciudadano',
    commentHelp: 'Opcional. Se envía con el mensaje y el correo electrónico.',
    marked_one: '{{count}} elemento marcado',
    marked_other: '{{count}} elementos marcados',
    empty: 'Marque al menos una respuesta, imagen o documento a revisar',
    sectionsWithoutAnswers: 'Hay secciones que no indican las respuestas a revisar',
    cancel: 'Cancelar',
    send: 'Enviar solicitud',
    sending: 'Enviando…',
    sent: 'La solicitud de cambios se envió al ciudadano',
    sentNoEmail:
      'La solicitud se guardó; el ciudadano no tiene correo electrónico y se le avisó por el sistema de gestión',
    failed: 'No se pudo enviar la solicitud',
  },
  revision: {
    title: 'Corrija su respuesta',
    intro:
      'El municipio le pide corregir los elementos marcados. Solo ellos pueden cambiar; el resto de su respuesta queda como está.',
    comment: 'Comentario del municipio',
    requested: 'A corregir',
    requestedBy: 'Solicitado el {{date}}',
    save: 'Enviar correcciones',
    saving: 'Enviando…',
    noChangesTitle: 'No hay cambios',
    noChangesBody: 'Debe realizar al menos un cambio antes de poder guardar la respuesta.',
    close: 'Cerrar',
    invalid: 'Verifique que todas las respuestas sean válidas',
    failed: 'No se pudieron enviar sus correcciones',
    doneTitle: 'Correcciones enviadas',
    doneBody: 'El municipio recibió sus correcciones a {{code}}. Puede cerrar esta página.',
    myAnswers: 'Mis trámites',
    alreadyTitle: 'Formulario ya respondido',
    alreadyBody: 'No queda nada por corregir en esta respuesta.',
    loadError: 'No se pudo cargar la respuesta.',
    notFound: 'No se encontró una respuesta para corregir con su sesión.',
  },
};
