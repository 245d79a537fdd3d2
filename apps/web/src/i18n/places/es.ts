import type { Catalogue } from '../en.ts';

/** Textos del mapa de la respuesta, su búsqueda de direcciones y los activos cercanos. */
export const placesEs: Catalogue['places'] = {
  map: {
    label: 'Mapa de la respuesta',
    help: 'Toque o haga clic en el mapa para ubicar el marcador y luego arrástrelo para ajustarlo.',
    keyboardHelp: 'Con el teclado: mueva el mapa con las flechas y elija «Marcador en el centro del mapa».',
    pin: 'Marcador de la respuesta',
    useMyLocation: 'Usar mi ubicación',
    locating: 'Buscando su ubicación…',
    pinAtCentre: 'Marcador en el centro del mapa',
    removePin: 'Quitar marcador',
    locationDenied:
      'Se rechazó el permiso para usar su ubicación. Habilítelo en el navegador o ubique el marcador en el mapa.',
    locationFailed: 'No se pudo obtener su ubicación. Ubique el marcador en el mapa.',
    locationUnsupported: 'Este navegador no puede compartir su ubicación. Ubique el marcador en el mapa.',
    noPin: 'Todavía no se ubicó el marcador.',
    address: 'Dirección',
    coordinates: 'Coordenadas',
    addressLoading: 'Buscando la dirección…',
    addressUnknown: 'No se encontró una dirección para este punto.',
    addressUnavailable: 'No se puede buscar la dirección en este momento; el marcador se conserva.',
  },
  search: {
    label: 'Buscar una dirección',
    placeholder: 'Calle y número, lugar…',
    submit: 'Buscar',
    searching: 'Buscando…',
    results: 'Direcciones encontradas',
    none: 'No se encontró la dirección. Pruebe con otras palabras o ubique el marcador en el mapa.',
    unavailable:
      'La búsqueda de direcciones no está disponible en este momento. Puede ubicar el marcador en el mapa.',
  },
  assets: {
    title: 'Activos cercanos',
    help: 'Elija el activo al que se refiere esta respuesta, si corresponde.',
    loading: 'Buscando activos cercanos…',
    none: 'No hay activos a menos de 1 km del marcador.',
    chosen: 'Activo asignado',
    type: 'Tipo',
    address: 'Dirección',
    remove: 'Quitar activo',
  },
  admin: {
    geocodingUrl: 'Proveedor de búsqueda de direcciones',
    geocodingUrlHelp:
      'Dirección de un servicio compatible con Nominatim; vacío usa el proveedor del servidor.',
    geocodingUrlInvalid: 'Ingrese una dirección http:// o https://.',
  },
};
