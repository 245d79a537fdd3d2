/**
 * The e-mails the server sends, in Spanish. The server reads these files through its own i18next
 * instance (apps/server/src/i18n.ts); the labels of the answer copy agree with the answer view.
 */
export const es = {
  passwordReset: {
    heading: 'Restablecer la contraseña',
    action: 'Elegir una contraseña nueva',
    reason:
      'Recibe este mensaje porque se pidió restablecer la contraseña de la cuenta de Cabildo de {{email}}.',
    subject: 'Cabildo: restablecer la contraseña',
    body: 'Para elegir una contraseña nueva, abra este enlace (vale una hora y un solo uso):\n\n{{link}}\n\nSi usted no lo pidió, ignore este mensaje.',
  },
  invitation: {
    heading: 'Su cuenta está lista',
    action: 'Elegir mi contraseña',
    reason: 'Recibe este mensaje porque se creó una cuenta de Cabildo para {{email}}.',
    subject: 'Cabildo: su cuenta está lista',
    body: 'Se creó su usuario en Cabildo. Para elegir su contraseña, abra este enlace (vale 7 días y un solo uso):\n\n{{link}}',
  },
  changesRequest: {
    heading: 'Se solicitan cambios en su trámite {{code}}',
    action: 'Corregir las respuestas',
    reason: 'Recibe este mensaje porque realizó el trámite {{code}} ante el municipio de {{municipality}}.',
    subject: 'Cabildo: se solicitan cambios en su trámite {{code}}',
    body: 'El municipio de {{municipality}} le solicita corregir algunas respuestas de su trámite "{{form}}" ({{code}}).\n\n{{comment}}Para corregirlas, abra este enlace:\n\n{{link}}\n\nSi el enlace venció, vuelva a ingresar desde el Portal Ciudadano.',
    comment: 'Comentario: {{comment}}\n\n',
    message: 'Se solicitaron cambios en su trámite {{code}} ("{{form}}"). {{comment}}',
  },
  answerCopy: {
    copy: 'Copia de la respuesta',
    form: 'Formulario',
    code: 'Código',
    date: 'Fecha',
    author: 'Contestada por',
    citizen: 'Ciudadano',
    place: 'Ubicación',
    asset: 'Activo',
    state: 'Estado',
    observations: 'Observaciones',
    signatures: 'Firmas',
    attachments: 'Adjuntos',
    yes: 'Sí',
    no: 'No',
  },
  answerCopyMail: {
    reason: 'Recibe este mensaje porque se le envió desde Cabildo una copia de esta respuesta.',
  },
  layout: {
    linkFallback: 'Si el botón no funciona, copie este enlace en su navegador:',
    sentBy: 'Enviado por {{name}} a través de Cabildo.',
    sentByCabildo: 'Enviado por Cabildo.',
  },
};
export type MailCatalogue = typeof es;
