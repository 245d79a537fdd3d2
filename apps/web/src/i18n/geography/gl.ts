import type { Catalogue } from '../en.ts';

export const geographyGl: Catalogue['geography'] = {
  loadErrors: {
    countries: 'Produciuse un erro ao obter a lista de países. Recargue a páxina.',
  },
  errors: {
    municipalityNameRequired: 'Debe introducir un nome de concello.',
    keywordRequired: 'Debe introducir unha palabra clave.',
    keywordInvalid: 'Palabra clave non válida. Debe ter dúas ou máis letras, en maiúsculas.',
    managementIdRequired: 'Debe introducir un ID para a plataforma dixital.',
    managementIdInvalid: 'O ID do concello debe ser válido.',
    provinceRequired: 'Debe seleccionar unha provincia.',
    areaNameEmpty: 'O nome da área non pode estar baleiro.',
    areaMunicipalityRequired: 'Debe seleccionar o concello ao que pertencerá a área.',
    embedOriginInvalid: 'Cada liña debe ser unha orixe web, como https://www.concello.gal (sen ruta).',
    timeZoneInvalid: 'Escolla un fuso horario da lista (un nome IANA, como Europe/Madrid).',
  },
};
