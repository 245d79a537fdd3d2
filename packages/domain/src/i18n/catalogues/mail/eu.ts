import type { MailCatalogue } from './es.ts';

/** The e-mails the server sends, in Basque (see es.ts). */
export const eu: MailCatalogue = {
  passwordReset: {
    subject: 'Cabildo: berrezarri pasahitza',
    body: 'Pasahitz berri bat aukeratzeko, ireki esteka hau (ordubetez balio du, eta behin bakarrik erabil daiteke):\n\n{{link}}\n\nZuk eskatu ez baduzu, ez egin kasurik mezu honi.',
  },
  invitation: {
    subject: 'Cabildo: zure kontua prest dago',
    body: 'Zure Cabildo erabiltzailea sortu da. Pasahitza aukeratzeko, ireki esteka hau (7 egunez balio du, eta behin bakarrik erabil daiteke):\n\n{{link}}',
  },
  changesRequest: {
    subject: 'Cabildo: aldaketak eskatu dira zure {{code}} izapidean',
    body: '{{municipality}} udalak zure "{{form}}" izapideko ({{code}}) erantzun batzuk zuzentzeko eskatzen dizu.\n\n{{comment}}Zuzentzeko, ireki esteka hau:\n\n{{link}}\n\nEsteka iraungita badago, sartu berriro Herritarren Ataritik.',
    comment: 'Iruzkina: {{comment}}\n\n',
    message: 'Aldaketak eskatu dira zure {{code}} izapidean ("{{form}}"). {{comment}}',
  },
  answerCopy: {
    copy: 'Erantzunaren kopia',
    form: 'Inprimakia',
    code: 'Kodea',
    date: 'Data',
    author: 'Erantzulea',
    citizen: 'Herritarra',
    place: 'Kokapena',
    asset: 'Ondasuna',
    state: 'Egoera',
    observations: 'Oharrak',
    signatures: 'Sinadurak',
    attachments: 'Eranskinak',
    yes: 'Bai',
    no: 'Ez',
  },
};
