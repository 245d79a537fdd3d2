import type { MailCatalogue } from './es.ts';

/** The e-mails the server sends, in English (see es.ts). */
export const en: MailCatalogue = {
  passwordReset: {
    heading: 'Reset your password',
    action: 'Choose a new password',
    reason:
      'You receive this message because a password reset was requested for the Cabildo account of {{email}}.',
    subject: 'Cabildo: reset your password',
    body: 'To choose a new password, open this link (valid for one hour, single use):\n\n{{link}}\n\nIf you did not ask for it, ignore this message.',
  },
  invitation: {
    heading: 'Your account is ready',
    action: 'Choose my password',
    reason: 'You receive this message because a Cabildo account was created for {{email}}.',
    subject: 'Cabildo: your account is ready',
    body: 'A Cabildo user was created for you. To choose your password, open this link (valid for 7 days, single use):\n\n{{link}}',
  },
  changesRequest: {
    heading: 'Changes requested on your procedure {{code}}',
    action: 'Correct the answers',
    reason:
      'You receive this message because you filed the procedure {{code}} with the municipality of {{municipality}}.',
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
  answerCopyMail: {
    reason: 'You receive this message because a copy of this answer was sent to you from Cabildo.',
  },
  layout: {
    linkFallback: 'If the button does not work, copy this link into your browser:',
    sentBy: 'Sent by {{name}} through Cabildo.',
    sentByCabildo: 'Sent by Cabildo.',
  },
};
