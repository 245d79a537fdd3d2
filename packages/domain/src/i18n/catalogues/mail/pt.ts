import type { MailCatalogue } from './es.ts';

/** The e-mails the server sends, in European Portuguese (see es.ts). */
export const pt: MailCatalogue = {
  passwordReset: {
    subject: 'Cabildo: redefinir a palavra-passe',
    body: 'Para escolher uma nova palavra-passe, abra esta ligação (válida durante uma hora e para uma única utilização):\n\n{{link}}\n\nSe não fez este pedido, ignore esta mensagem.',
  },
  invitation: {
    subject: 'Cabildo: a sua conta está pronta',
    body: 'Foi criado o seu utilizador no Cabildo. Para escolher a sua palavra-passe, abra esta ligação (válida durante 7 dias e para uma única utilização):\n\n{{link}}',
  },
  changesRequest: {
    subject: 'Cabildo: são pedidas alterações ao seu processo {{code}}',
    body: 'A Câmara Municipal de {{municipality}} pede-lhe que corrija algumas respostas do seu processo "{{form}}" ({{code}}).\n\n{{comment}}Para as corrigir, abra esta ligação:\n\n{{link}}\n\nSe a ligação tiver expirado, volte a entrar a partir do Portal do Munícipe.',
    comment: 'Comentário: {{comment}}\n\n',
    message: 'Foram pedidas alterações ao seu processo {{code}} ("{{form}}"). {{comment}}',
  },
  answerCopy: {
    copy: 'Cópia da resposta',
    form: 'Formulário',
    code: 'Código',
    date: 'Data',
    author: 'Respondida por',
    citizen: 'Cidadão',
    place: 'Localização',
    asset: 'Ativo',
    state: 'Estado',
    observations: 'Observações',
    signatures: 'Assinaturas',
    attachments: 'Anexos',
    yes: 'Sim',
    no: 'Não',
  },
};
