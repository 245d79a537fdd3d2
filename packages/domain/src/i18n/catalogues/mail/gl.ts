import type { MailCatalogue } from './es.ts';

/** The e-mails the server sends, in Galician (see es.ts). */
export const gl: MailCatalogue = {
  passwordReset: {
    subject: 'Cabildo: restablecer o contrasinal',
    body: 'Para escoller un contrasinal novo, abra esta ligazón (é válida durante unha hora e só se pode usar unha vez):\n\n{{link}}\n\nSe vostede non o solicitou, ignore esta mensaxe.',
  },
  invitation: {
    subject: 'Cabildo: a súa conta está lista',
    body: 'Creouse o seu usuario en Cabildo. Para escoller o seu contrasinal, abra esta ligazón (é válida durante 7 días e só se pode usar unha vez):\n\n{{link}}',
  },
  changesRequest: {
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
};
