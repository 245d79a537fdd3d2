import type { Catalogue } from '../en.ts';

export const geographyPt: Catalogue['geography'] = {
  loadErrors: {
    countries: 'Ocorreu um erro ao obter a lista de países. Recarregue a página.',
  },
  errors: {
    municipalityNameRequired: 'Tem de introduzir o nome do município.',
    keywordRequired: 'Tem de introduzir uma palavra-chave.',
    keywordInvalid: 'Palavra-chave inválida. Tem de ter duas ou mais letras, em maiúsculas.',
    managementIdRequired: 'Tem de introduzir um ID para a plataforma digital.',
    managementIdInvalid: 'O ID do município tem de ser válido.',
    provinceRequired: 'Tem de selecionar uma província.',
    areaNameEmpty: 'O nome da área não pode estar vazio.',
    areaMunicipalityRequired: 'Tem de selecionar o município a que a área vai pertencer.',
    embedOriginInvalid:
      'Cada linha tem de ser uma origem web, como https://www.cm-municipio.pt (sem caminho).',
    timeZoneInvalid: 'Escolha um fuso horário da lista (um nome IANA, como Europe/Lisbon).',
  },
};
