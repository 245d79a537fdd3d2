import type { Catalogue } from '../en.ts';

export const lookupEu: Catalogue['lookup'] = {
  status: {
    intro: 'Idatzi erantzuna bidaltzean jaso zenuen kodea, zure izapidea zein egoeratan dagoen ikusteko.',
    codeLabel: 'Erantzunaren kodea',
    codeHelp: 'Adibidez, CBA-12. Berrespen-orrian eta posta elektronikoz jasotako kopian dago.',
    codeRequired: 'Idatzi zure erantzunaren kodea.',
    search: 'Bilatu',
    searching: 'Bilatzen…',
    procedure: 'Izapidea',
    code: 'Kodea',
    currentState: 'Uneko egoera',
  },
  record: {
    intro: 'Idatzi aktaren deskarga-kodea, PDF formatuan deskargatzeko.',
    codeLabel: 'Deskarga-kodea',
    codeHelp: 'Bereizi maiuskulak eta minuskulak.',
    search: 'Bilatu...',
    searching: 'Bilatzen…',
    downloading: 'Akta aurkitu da. Deskarga berehala hasiko da…',
    downloaded: 'Akta behar bezala deskargatu da',
    failed: 'Errore bat gertatu da akta deskargatzean',
  },
};
