import type { Catalogue } from '../en.ts';

/** Textos do mapa da resposta, da sua pesquisa de moradas e dos ativos próximos. */
export const placesPt: Catalogue['places'] = {
  map: {
    label: 'Mapa da resposta',
    help: 'Toque ou clique no mapa para colocar o marcador e, depois, arraste-o para o ajustar.',
    keyboardHelp: 'Com o teclado: mova o mapa com as setas e escolha «Marcador no centro do mapa».',
    pin: 'Marcador da resposta',
    useMyLocation: 'Utilizar a minha localização',
    locating: 'A procurar a sua localização…',
    pinAtCentre: 'Marcador no centro do mapa',
    removePin: 'Remover marcador',
    locationDenied:
      'A permissão para utilizar a sua localização foi recusada. Autorize-a no navegador ou coloque o marcador no mapa.',
    locationFailed: 'Não foi possível obter a sua localização. Coloque o marcador no mapa.',
    locationUnsupported:
      'Este navegador não consegue partilhar a sua localização. Coloque o marcador no mapa.',
    noPin: 'Ainda não foi colocado nenhum marcador.',
    address: 'Morada',
    coordinates: 'Coordenadas',
    addressLoading: 'A procurar a morada…',
    addressUnknown: 'Não foi encontrada nenhuma morada para este ponto.',
    addressUnavailable: 'Neste momento não é possível procurar a morada; o marcador mantém-se.',
  },
  search: {
    label: 'Pesquisar uma morada',
    placeholder: 'Rua e número, local…',
    submit: 'Pesquisar',
    searching: 'A pesquisar…',
    results: 'Moradas encontradas',
    none: 'A morada não foi encontrada. Experimente outras palavras ou coloque o marcador no mapa.',
    unavailable: 'A pesquisa de moradas não está disponível neste momento. Pode colocar o marcador no mapa.',
  },
  assets: {
    title: 'Ativos próximos',
    help: 'Escolha o ativo a que se refere esta resposta, se for o caso.',
    loading: 'A procurar ativos próximos…',
    none: 'Não há ativos a menos de 1 km do marcador.',
    chosen: 'Ativo atribuído',
    type: 'Tipo',
    address: 'Morada',
    remove: 'Remover ativo',
  },
  admin: {
    geocodingUrl: 'Fornecedor da pesquisa de moradas',
    geocodingUrlHelp:
      'Endereço de um serviço compatível com o Nominatim; se ficar vazio, é utilizado o fornecedor do servidor.',
    geocodingUrlInvalid: 'Introduza um endereço http:// ou https://.',
  },
};
