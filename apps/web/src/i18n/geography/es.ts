import type { Catalogue } from '../en.ts';

export const geographyEs: Catalogue['geography'] = {
  loadErrors: {
    countries: 'Se ha producido un error al obtener la lista de Países, por favor recargue la página.',
  },
  errors: {
    municipalityNameRequired: 'Debe ingresar un nombre de Municipio.',
    keywordRequired: 'Debe ingresar una palabra clave.',
    keywordInvalid: 'Palabra clave no válida. Debe tener dos o más letras y deben estar en mayúsculas.',
    managementIdRequired: 'Debe ingresar un ID para la plataforma digital.',
    managementIdInvalid: 'El ID de Municipio debe ser válido.',
    provinceRequired: 'Debe seleccionar una provincia.',
    areaNameEmpty: 'El nombre del área no debe estar vacio.',
    areaMunicipalityRequired: 'Debe seleccionar un municipio al cual pertenecera el área.',
    embedOriginInvalid: 'Cada línea debe ser un origen web, como https://www.municipio.gob.ar (sin ruta).',
    timeZoneInvalid: 'Elija una zona horaria de la lista (un nombre IANA, como America/Argentina/Cordoba).',
  },
};
