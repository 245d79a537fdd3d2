import type { Catalogue } from '../en.ts';

/** Textos del mapa de la resposta, la cerca d'adreces i els actius propers. */
export const placesCa: Catalogue['places'] = {
  map: {
    label: 'Mapa de la resposta',
    help: 'Toqueu el mapa o feu-hi clic per situar el marcador i, després, arrossegueu-lo per ajustar-lo.',
    keyboardHelp: 'Amb el teclat: moveu el mapa amb les fletxes i trieu «Marcador al centre del mapa».',
    pin: 'Marcador de la resposta',
    useMyLocation: 'Utilitza la meva ubicació',
    locating: 'Cercant la vostra ubicació…',
    pinAtCentre: 'Marcador al centre del mapa',
    removePin: 'Treu el marcador',
    locationDenied:
      "S'ha denegat el permís per utilitzar la vostra ubicació. Habiliteu-lo al navegador o situeu el marcador al mapa.",
    locationFailed: "No s'ha pogut obtenir la vostra ubicació. Situeu el marcador al mapa.",
    locationUnsupported: 'Aquest navegador no pot compartir la vostra ubicació. Situeu el marcador al mapa.',
    noPin: "Encara no s'ha situat el marcador.",
    address: 'Adreça',
    coordinates: 'Coordenades',
    addressLoading: "Cercant l'adreça…",
    addressUnknown: "No s'ha trobat cap adreça per a aquest punt.",
    addressUnavailable: "Ara mateix no es pot cercar l'adreça; el marcador es conserva.",
  },
  search: {
    label: 'Cerca una adreça',
    placeholder: 'Carrer i número, lloc…',
    submit: 'Cerca',
    searching: 'Cercant…',
    results: 'Adreces trobades',
    none: "No s'ha trobat l'adreça. Proveu amb altres paraules o situeu el marcador al mapa.",
    unavailable: "La cerca d'adreces no està disponible en aquest moment. Podeu situar el marcador al mapa.",
  },
  assets: {
    title: 'Actius propers',
    help: "Trieu l'actiu a què fa referència aquesta resposta, si escau.",
    loading: 'Cercant actius propers…',
    none: "No hi ha cap actiu a menys d'1 km del marcador.",
    chosen: 'Actiu assignat',
    type: 'Tipus',
    address: 'Adreça',
    remove: "Treu l'actiu",
  },
  admin: {
    geocodingUrl: "Proveïdor de cerca d'adreces",
    geocodingUrlHelp:
      "Adreça d'un servei compatible amb Nominatim; si és buida, s'utilitza el proveïdor del servidor.",
    geocodingUrlInvalid: 'Introduïu una adreça http:// o https://.',
  },
};
