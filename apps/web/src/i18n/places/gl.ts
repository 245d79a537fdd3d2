import type { Catalogue } from '../en.ts';

/** Textos do mapa da resposta, a busca de enderezos e os activos próximos. */
export const placesGl: Catalogue['places'] = {
  map: {
    label: 'Mapa da resposta',
    help: 'Toque ou prema no mapa para situar o marcador e, despois, arrástreo para axustalo.',
    keyboardHelp: 'Co teclado: mova o mapa coas frechas e escolla «Marcador no centro do mapa».',
    pin: 'Marcador da resposta',
    useMyLocation: 'Usar a miña localización',
    locating: 'Buscando a súa localización…',
    pinAtCentre: 'Marcador no centro do mapa',
    removePin: 'Quitar o marcador',
    locationDenied:
      'Denegouse o permiso para usar a súa localización. Habilíteo no navegador ou sitúe o marcador no mapa.',
    locationFailed: 'Non se puido obter a súa localización. Sitúe o marcador no mapa.',
    locationUnsupported: 'Este navegador non pode compartir a súa localización. Sitúe o marcador no mapa.',
    noPin: 'Aínda non se situou o marcador.',
    address: 'Enderezo',
    coordinates: 'Coordenadas',
    addressLoading: 'Buscando o enderezo…',
    addressUnknown: 'Non se atopou ningún enderezo para este punto.',
    addressUnavailable: 'Agora mesmo non se pode buscar o enderezo; o marcador consérvase.',
  },
  search: {
    label: 'Buscar un enderezo',
    placeholder: 'Rúa e número, lugar…',
    submit: 'Buscar',
    searching: 'Buscando…',
    results: 'Enderezos atopados',
    none: 'Non se atopou o enderezo. Probe con outras palabras ou sitúe o marcador no mapa.',
    unavailable: 'A busca de enderezos non está dispoñible neste momento. Pode situar o marcador no mapa.',
  },
  assets: {
    title: 'Activos próximos',
    help: 'Escolla o activo ao que se refire esta resposta, se procede.',
    loading: 'Buscando activos próximos…',
    none: 'Non hai activos a menos de 1 km do marcador.',
    chosen: 'Activo asignado',
    type: 'Tipo',
    address: 'Enderezo',
    remove: 'Quitar o activo',
  },
  admin: {
    geocodingUrl: 'Provedor de busca de enderezos',
    geocodingUrlHelp:
      'Enderezo dun servizo compatible con Nominatim; se está baleiro, úsase o provedor do servidor.',
    geocodingUrlInvalid: 'Introduza un enderezo http:// ou https://.',
  },
};
