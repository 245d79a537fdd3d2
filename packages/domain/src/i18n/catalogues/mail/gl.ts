import type { MailCatalogue } from './es.ts';

/** The e-mails the server sends, in Galician (see es.ts). */
export const gl: MailCatalogue = {
  passwordReset: {
    heading: 'Restablecer o contrasinal',
    action: 'Escoller un contrasinal novo',
    reason:
      'Recibe esta mensaxe porque se solicitou restablecer o contrasinal da conta de Cabildo de {{email}}.',
    subject: 'Cabildo: restablecer o contrasinal',
    body: 'Para escoller un contrasinal novo, abra esta ligazón (é válida durante unha hora e só se pode usar unha vez):\n\n{{link}}\n\nSe vostede non o solicitou, ignore esta mensaxe.',
  },
  invitation: {
    heading: 'A súa conta está lista',
    action: 'Escoller o meu contrasinal',
    reason: 'Recibe esta mensaxe porque se creou unha conta de Cabildo para {{email}}.',
    subject: 'Cabildo: a súa conta está lista',
    body: 'Creouse o seu usuario en Cabildo. Para escoller o seu contrasinal, abra esta ligazón (é válida durante 7 días e só se pode usar unha vez):\n\n{{link}}',
  },
  changesRequest: {
    heading: 'Solicítanse cambios no seu trámite {{code}}',
    action: 'Corrixir as respostas',
    reason: 'Recibe esta mensaxe porque realizou o trámite {{code}} ante o Concello de {{municipality}}.',
    subject: 'Cabildo: solicítanse cambios no seu trámite {{code}}',
    body: 'O Concello de {{municipality}} pídelle que corrixa algunhas respostas do seu trámite «{{form}}» ({{code}}).\n\n{{comment}}Para corrixilas, abra esta ligazón:\n\n{{link}}\n\nSe a ligazón caducou, volva acceder desde o Portal Cidadán.',
    comment: 'Comentario: {{comment}}\n\n',
    message: 'Solicitáronse cambios no seu trámite {{code}} («{{form}}»). {{comment}}',
  },
  answerCopy: {
    copy: 'Copia da resposta',
    form: 'Formulario',
    code: 'Código',
    date: 'Data',
    author: 'Contestada por',
    citizen: 'Cidadán',
    place: 'Localización',
    asset: 'Activo',
    state: 'Estado',
    observations: 'Observacións',
    signatures: 'Sinaturas',
    attachments: 'Anexos',
    yes: 'Si',
    no: 'Non',
  },
  answerCopyMail: {
    reason: 'Recibe esta mensaxe porque se lle enviou desde Cabildo unha copia desta resposta.',
  },
  layout: {
    linkFallback: 'Se o botón non funciona, copie esta ligazón no seu navegador:',
    sentBy: 'Enviado por {{name}} a través de Cabildo.',
    sentByCabildo: 'Enviado por Cabildo.',
  },
};
