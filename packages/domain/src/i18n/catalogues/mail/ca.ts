import type { MailCatalogue } from './es.ts';

/** The e-mails the server sends, in Catalan (see es.ts). */
export const ca: MailCatalogue = {
  passwordReset: {
    subject: 'Cabildo: restabliment de la contrasenya',
    body: "Per triar una contrasenya nova, obriu aquest enllaç (és vàlid durant una hora i només es pot utilitzar una vegada):\n\n{{link}}\n\nSi no ho heu sol·licitat, no feu cas d'aquest missatge.",
  },
  invitation: {
    subject: 'Cabildo: el vostre compte ja està a punt',
    body: "S'ha creat el vostre usuari a Cabildo. Per triar la contrasenya, obriu aquest enllaç (és vàlid durant 7 dies i només es pot utilitzar una vegada):\n\n{{link}}",
  },
  changesRequest: {
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
};
