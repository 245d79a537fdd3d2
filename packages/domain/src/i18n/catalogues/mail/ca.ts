import type { MailCatalogue } from './es.ts';

/** The e-mails the server sends, in Catalan (see es.ts). */
export const ca: MailCatalogue = {
  passwordReset: {
    heading: 'Restabliment de la contrasenya',
    action: 'Trieu una contrasenya nova',
    reason:
      "Rebeu aquest missatge perquè s'ha sol·licitat restablir la contrasenya del compte de Cabildo de {{email}}.",
    subject: 'Cabildo: restabliment de la contrasenya',
    body: "Per triar una contrasenya nova, obriu aquest enllaç (és vàlid durant una hora i només es pot utilitzar una vegada):\n\n{{link}}\n\nSi no ho heu sol·licitat, no feu cas d'aquest missatge.",
  },
  invitation: {
    heading: 'El vostre compte ja està a punt',
    action: 'Trieu la contrasenya',
    reason: "Rebeu aquest missatge perquè s'ha creat un compte de Cabildo per a {{email}}.",
    subject: 'Cabildo: el vostre compte ja està a punt',
    body: "S'ha creat el vostre usuari a Cabildo. Per triar la contrasenya, obriu aquest enllaç (és vàlid durant 7 dies i només es pot utilitzar una vegada):\n\n{{link}}",
  },
  changesRequest: {
    heading: 'Se sol·liciten canvis en el vostre tràmit {{code}}',
    action: 'Corregiu les respostes',
    reason:
      "Rebeu aquest missatge perquè vau fer el tràmit {{code}} davant l'Ajuntament de {{municipality}}.",
    subject: 'Cabildo: se sol·liciten canvis en el vostre tràmit {{code}}',
    body: "L'Ajuntament de {{municipality}} us demana que corregiu algunes respostes del vostre tràmit «{{form}}» ({{code}}).\n\n{{comment}}Per corregir-les, obriu aquest enllaç:\n\n{{link}}\n\nSi l'enllaç ha caducat, torneu a accedir-hi des del Portal Ciutadà.",
    comment: 'Comentari: {{comment}}\n\n',
    message: "S'han sol·licitat canvis en el vostre tràmit {{code}} («{{form}}»). {{comment}}",
  },
  answerCopy: {
    copy: 'Còpia de la resposta',
    form: 'Formulari',
    code: 'Codi',
    date: 'Data',
    author: 'Contestada per',
    citizen: 'Ciutadà',
    place: 'Ubicació',
    asset: 'Actiu',
    state: 'Estat',
    observations: 'Observacions',
    signatures: 'Signatures',
    attachments: 'Fitxers adjunts',
    yes: 'Sí',
    no: 'No',
  },
  answerCopyMail: {
    reason: "Rebeu aquest missatge perquè se us ha enviat des de Cabildo una còpia d'aquesta resposta.",
  },
  layout: {
    linkFallback: 'Si el botó no funciona, copieu aquest enllaç al navegador:',
    sentBy: 'Enviat per {{name}} mitjançant Cabildo.',
    sentByCabildo: 'Enviat per Cabildo.',
  },
};
