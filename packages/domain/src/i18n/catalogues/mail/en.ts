import type { MailCatalogue } from './es.ts';

/** The e-mails the server sends, in English (see es.ts). */
export const en: MailCatalogue = {
  passwordReset: {
    subject: 'Cabildo: reset your password',
    body: 'To choose a new password, open this link (valid for one hour, single use):\n\n{{link}}\n\nIf you did not ask for it, ignore this message.',
  },
  invitation: {
    subject: 'Cabildo: your account is ready',
    body: 'A Cabildo user was created for you. To choose your password, open this link (valid for 7 days, single use):\n\n{{link}}',
  },
  changesRequest: {
    subject: 'Cabildo: changes requested on your procedure {{code}}',
    body: 'The municipality of {{municipality}} asks you to correct some answers of your procedure "{{form}}" ({{code}}).\n\n{{comment}}To correct them, open this link:\n\n{{link}}\n\nIf the link has expired, enter again from the Citizen Portal.',
    comment: 'Comment: {{comment}}\n\n',
    message: 'Changes were requested on your procedure {{code}} ("{{form}}"). {{comment}}',
  },
  answerCopy: {
    copy: 'Copy of the answer',
    form: 'Form',
    code: 'Code',
    date: 'Date',
    author: 'Answered by',
    citizen: 'Citizen',
    place: 'Place',
    asset: 'Asset',
    state: 'State',
    observations: 'Observations',
    signatures: 'Signatures',
    attachments: 'Attachments',
    yes: 'Yes',
    no: 'No',
  },
};
