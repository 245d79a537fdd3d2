import type { MailCatalogue } from './es.ts';

/** The e-mails the server sends, in Basque (see es.ts). */
export const eu: MailCatalogue = {
  passwordReset: {
    heading: 'Berrezarri pasahitza',
    action: 'Aukeratu pasahitz berria',
    reason:
      'Mezu hau jaso duzu {{email}} helbidearen Cabildo kontuaren pasahitza berrezartzeko eskatu delako.',
    subject: 'Cabildo: berrezarri pasahitza',
    body: 'Pasahitz berri bat aukeratzeko, ireki esteka hau (ordubetez balio du, eta behin bakarrik erabil daiteke):\n\n{{link}}\n\nZuk eskatu ez baduzu, ez egin kasurik mezu honi.',
  },
  invitation: {
    heading: 'Zure kontua prest dago',
    action: 'Aukeratu nire pasahitza',
    reason: 'Mezu hau jaso duzu {{email}} helbidearentzat Cabildo kontu bat sortu delako.',
    subject: 'Cabildo: zure kontua prest dago',
    body: 'Zure Cabildo erabiltzailea sortu da. Pasahitza aukeratzeko, ireki esteka hau (7 egunez balio du, eta behin bakarrik erabil daiteke):\n\n{{link}}',
  },
  changesRequest: {
    heading: 'Aldaketak eskatu dira zure {{code}} izapidean',
    action: 'Zuzendu erantzunak',
    reason: 'Mezu hau jaso duzu {{municipality}} udalean {{code}} izapidea egin zenuelako.',
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
  answerCopyMail: {
    reason: 'Mezu hau jaso duzu Cabildotik erantzun honen kopia bat bidali zaizulako.',
  },
  layout: {
    linkFallback: 'Botoiak ez badu funtzionatzen, kopiatu esteka hau nabigatzailean:',
    sentBy: '{{name}} erakundeak bidalia, Cabildoren bidez.',
    sentByCabildo: 'Cabildok bidalia.',
  },
};
