import type { Catalogue } from '../en.ts';

export const geographyEu: Catalogue['geography'] = {
  loadErrors: {
    countries: 'Errore bat gertatu da herrialdeen zerrenda lortzean. Kargatu berriro orria.',
  },
  errors: {
    municipalityNameRequired: 'Udalaren izena idatzi behar duzu.',
    keywordRequired: 'Gako-hitz bat idatzi behar duzu.',
    keywordInvalid: 'Gako-hitz baliogabea. Bi letra edo gehiago izan behar ditu, letra larriz.',
    managementIdRequired: 'Plataforma digitalerako ID bat idatzi behar duzu.',
    managementIdInvalid: 'Udalaren IDak baliozkoa izan behar du.',
    provinceRequired: 'Probintzia bat hautatu behar duzu.',
    areaNameEmpty: 'Arloaren izenak ezin du hutsik egon.',
    areaMunicipalityRequired: 'Arloa zein udaletakoa izango den hautatu behar duzu.',
    embedOriginInvalid:
      'Lerro bakoitzak web-jatorri bat izan behar du, adibidez https://www.udala.eus (biderik gabe).',
    timeZoneInvalid: 'Aukeratu ordu-eremu bat zerrendatik (IANA izen bat, adibidez Europe/Madrid).',
  },
};
