import type { MailCatalogue } from './es.ts';

/** The e-mails the server sends, in European Portuguese (see es.ts). */
export const pt: MailCatalogue = {
  passwordReset: {
    heading: 'Redefinir a palavra-passe',
    action: 'Escolher uma nova palavra-passe',
    reason:
      'Recebe esta mensagem porque foi pedida a redefinição da palavra-passe da conta Cabildo de {{email}}.',
    subject: 'Cabildo: redefinir a palavra-passe',
    body: 'Para escolher uma nova palavra-passe, abra esta ligação (válida durante uma hora e para uma única utilização):\n\n{{link}}\n\nSe não fez este pedido, ignore esta mensagem.',
  },
  invitation: {
    heading: 'A sua conta está pronta',
    action: 'Escolher a minha palavra-passe',
    reason: 'Recebe esta mensagem porque foi criada uma conta Cabildo para {{email}}.',
    subject: 'Cabildo: a sua conta está pronta',
    body: 'Foi criado o seu utilizador no Cabildo. Para escolher a sua palavra-passe, abra esta ligação (válida durante 7 dias e para uma única utilização):\n\n{{link}}',
  },
  changesRequest: {
    heading: 'São pedidas alterações ao seu processo {{code}}',
    action: 'Corrigir as respostas',
    reason:
      'Recebe esta mensagem porque apresentou o processo {{code}} à Câmara Municipal de {{municipality}}.',
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
  answerCopyMail: {
    reason: 'Recebe esta mensagem porque lhe foi enviada a partir do Cabildo uma cópia desta resposta.',
  },
  layout: {
    linkFallback: 'Se o botão não funcionar, copie esta ligação para o seu navegador:',
    sentBy: 'Enviado por {{name}} através do Cabildo.',
    sentByCabildo: 'Enviado pelo Cabildo.',
  },
};
