import type { Catalogue } from '../en.ts';

export const formsEu: Catalogue['forms'] = {
  errors: {
    tooLong: 'Gehienez {{max}} karaktere.',
    linkInvalid: 'Idatzi baliozko esteka bat (https://…).',
    videoNotAllowed: 'Udal honek ez du baimentzen bideoak eranstea',
    titleRequired: 'Izenburu bat idatzi behar duzu',
    areaRequired: 'Arlo bat hautatu behar duzu',
    headerImageRequired: 'Irudi bat erantsi behar duzu',
    appointmentRequired: 'Agenda bat hautatu behar duzu',
    managementSyncOption: 'Gutxienez aukera bat hautatu behar duzu MuniGestion sistemarekin sinkronizatzeko',
    incidentTitleTooLong:
      'Inprimakiaren izenburuak ezin ditu 75 karaktere gainditu MuniGestion sisteman gorabehera bat sortzeko',
    incidentAreaRequired: 'Arlo bat hautatu behar duzu gorabehera bat sortzeko',
    responseLimitRequired: 'Erantzun kopuru bat idatzi behar duzu',
    sectionRequired: 'Inprimakiak atal bat izan behar du gutxienez',
    questionRequired: 'Inprimakiak galdera bat izan behar du gutxienez',
    paymentSectionRequired: 'Gutxienez kokaleku bat gehitu behar diozu ordainketari',
    paymentSectionDuplicate: 'Bi kokalekuk izen bera dute',
    stateTableInvalid: 'Egoeren taula ez da baliozkoa: berrikusi izenak, trantsizioak eta hasierako egoera',
    stateNameEmpty: 'Eremua ezin da hutsik egon',
    stateNameDuplicate: 'Egoera hori badago dagoeneko',
    duplicateAreaRequired: 'Udal-arlo bat hautatu behar duzu',
    keyPrefixInvalid:
      'Aurrizkiak 2tik 30era karaktere izan behar ditu: letra larriak, zifrak eta marratxo bakunak, eta letra batez hasi behar du (adib. CBA-IAP).',
    optionConflict: 'Herritar bat gehitzeko aukera duten inprimakiak ezin dira publikoak izan',
  },
};
