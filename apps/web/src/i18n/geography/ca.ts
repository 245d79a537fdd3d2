import type { Catalogue } from '../en.ts';

export const geographyCa: Catalogue['geography'] = {
  loadErrors: {
    countries: "S'ha produït un error en obtenir la llista de països. Torneu a carregar la pàgina.",
  },
  errors: {
    municipalityNameRequired: "Heu d'introduir un nom de municipi.",
    keywordRequired: "Heu d'introduir una paraula clau.",
    keywordInvalid: 'Paraula clau no vàlida. Ha de tenir dues lletres o més, en majúscules.',
    managementIdRequired: "Heu d'introduir un ID per a la plataforma digital.",
    managementIdInvalid: "L'ID del municipi ha de ser vàlid.",
    provinceRequired: 'Heu de seleccionar una província.',
    areaNameEmpty: "El nom de l'àrea no pot estar buit.",
    areaMunicipalityRequired: "Heu de seleccionar el municipi a què pertanyerà l'àrea.",
    embedOriginInvalid:
      'Cada línia ha de ser un origen web, com ara https://www.ajuntament.cat (sense camí).',
    timeZoneInvalid: 'Trieu una zona horària de la llista (un nom IANA, com ara Europe/Madrid).',
  },
};
