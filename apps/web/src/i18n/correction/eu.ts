import type { Catalogue } from '../en.ts';

/** Erantzunak zuzentzeko eta editatzeko testuak. */
export const correctionEu: Catalogue['correction'] = {
  loading: 'Erantzuna kargatzen…',
  code: 'Erantzuna: {{code}}',
  load: {
    notFound: 'Erantzuna ez dago.',
    notFoundBody: 'Egiaztatu erabili duzun esteka, edo bilatu erantzuna bere inprimakiaren zerrendan.',
    forbidden: 'Ez duzu inprimakia ikusteko baimenik, ez baitago zure udal-arloen artean.',
    failed: 'Errore bat gertatu da ekintza egitean',
    toHome: 'Joan hasierara',
    toForms: 'Joan inprimakietara',
  },
  correct: {
    step: 'Zuzendu inprimakia',
    intro:
      'Aldaketak erantzun honen zuzenketa gisa erregistratzen dira; jatorrizko erantzunak gorde egiten dira. Datak eta orduak atal errepikagarrietan bakarrik zuzen daitezke.',
    cancel: 'Utzi zuzenketa',
    save: 'Gorde erantzuna',
    saveWithEmail: 'Gorde erantzuna eta bidali mezu elektronikoa',
    saving: 'Gordetzen…',
    saved: 'Erantzuna behar bezala gorde da',
    saveFailed: 'Errore bat gertatu da erantzuna gordetzean. Saiatu berriro.',
    offline:
      'Ez dago Interneteko konexiorik. Zuzenketa ezin da gorde konexioa itzuli arte; aldatutakotik ez da ezer galdu.',
    videosKept: 'Bideoak zeuden bezala geratzen dira: zuzenketa batek ez ditu aldatzen.',
    changed: 'Bitartean, beste norbaitek aldatu du erantzun hau. Ireki berriro zuzentzeko.',
  },
  noChanges: {
    title: 'Ez dago aldaketarik',
    body: 'Gutxienez aldaketa bat egin behar duzu erantzuna gorde ahal izateko.',
    close: 'Ados',
  },
  leave: {
    title: 'Gorde gabe irten?',
    body: 'Erantzun honetan egindako aldaketak galdu egingo dira.',
    stay: 'Geratu',
    leave: 'Irten gorde gabe',
  },
  state: {
    title: 'Erantzunaren egoera',
    body: 'Aukeratu zuzendutako erantzuna zein egoeratan gordeko den: uneko egoeran gera daiteke, edo hartatik irits daitekeen egoera batera igaro.',
    current: '{{name}} (unekoa)',
    confirm: 'Gorde egoera honetan',
    cancel: 'Utzi',
  },
  edit: {
    heading: 'Osatu erantzun gabeko galderak',
    warning:
      'Osatu gabeko erantzunak bakarrik alda daitezke, eta oraindik erantzun gabe dauden galderak bakarrik dira editagarriak.',
    state: 'Egoera',
    stateHelp: 'Unekotik irits daitezkeen egoerak bakarrik aukera daitezke.',
    invalid: 'Egiaztatu erantzun guztiak baliozkoak direla',
    save: 'Gorde erantzuna',
    saving: 'Gordetzen…',
    back: 'Itzuli erantzunetara',
    cancel: 'Utzi',
    saved: 'Erantzuna behar bezala gorde da',
    saveFailed: 'Errore bat gertatu da erantzuna gordetzean.',
    notFound: 'Ez da aurkitu editatzeko erantzunik.',
    loadFailed: 'Errore bat gertatu da editatzeko erantzuna kargatzean.',
    changed: 'Bitartean, beste norbaitek aldatu du erantzun hau. Ireki berriro editatzeko.',
  },
};
