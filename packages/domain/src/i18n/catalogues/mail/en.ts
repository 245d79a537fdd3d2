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
