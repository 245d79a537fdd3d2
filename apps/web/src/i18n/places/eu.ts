import type { Catalogue } from '../en.ts';

/** Erantzunaren maparen, haren helbide-bilaketaren eta inguruko ondasunen testuak. */
export const placesEu: Catalogue['places'] = {
  map: {
    label: 'Erantzunaren mapa',
    help: 'Ukitu mapa edo egin klik bertan markatzailea jartzeko, eta arrastatu gero doitzeko.',
    keyboardHelp: 'Teklatuarekin: mugitu mapa gezi-teklekin, eta aukeratu «Markatzailea maparen erdian».',
    pin: 'Erantzunaren markatzailea',
    useMyLocation: 'Erabili nire kokapena',
    locating: 'Zure kokapena bilatzen…',
    pinAtCentre: 'Markatzailea maparen erdian',
    removePin: 'Kendu markatzailea',
    locationDenied:
      'Zure kokapena erabiltzeko baimena ukatu da. Eman baimena nabigatzailean, edo jarri markatzailea mapan.',
    locationFailed: 'Ezin izan da zure kokapena lortu. Jarri markatzailea mapan.',
    locationUnsupported: 'Nabigatzaile honek ezin du zure kokapena partekatu. Jarri markatzailea mapan.',
    noPin: 'Oraindik ez da markatzailerik jarri.',
    address: 'Helbidea',
    coordinates: 'Koordenatuak',
    addressLoading: 'Helbidea bilatzen…',
    addressUnknown: 'Ez da helbiderik aurkitu puntu honetarako.',
    addressUnavailable: 'Une honetan ezin da helbidea bilatu; markatzailea bere lekuan geratzen da.',
  },
  search: {
    label: 'Bilatu helbide bat',
    placeholder: 'Kalea eta zenbakia, lekua…',
    submit: 'Bilatu',
    searching: 'Bilatzen…',
    results: 'Aurkitutako helbideak',
    none: 'Ez da helbidea aurkitu. Saiatu beste hitz batzuekin, edo jarri markatzailea mapan.',
    unavailable: 'Helbide-bilaketa ez dago erabilgarri une honetan. Markatzailea mapan jar dezakezu.',
  },
  assets: {
    title: 'Inguruko ondasunak',
    help: 'Aukeratu erantzun honi dagokion ondasuna, halakorik badago.',
    loading: 'Inguruko ondasunak bilatzen…',
    none: 'Ez dago ondasunik markatzailetik 1 km baino gutxiagora.',
    chosen: 'Esleitutako ondasuna',
    type: 'Mota',
    address: 'Helbidea',
    remove: 'Kendu ondasuna',
  },
  admin: {
    geocodingUrl: 'Helbide-bilaketaren hornitzailea',
    geocodingUrlHelp:
      'Nominatimekin bateragarria den zerbitzu baten helbidea; hutsik utziz gero, zerbitzariaren hornitzailea erabiltzen da.',
    geocodingUrlInvalid: 'Idatzi http:// edo https:// helbide bat.',
  },
};
