export const geographyEn = {
  loadErrors: {
    countries: 'An error occurred while getting the list of Countries, please reload the page.',
  },
  errors: {
    municipalityNameRequired: 'Enter a municipality name.',
    keywordRequired: 'Enter a keyword.',
    keywordInvalid: 'Invalid keyword. It must have two or more letters, in upper case.',
    managementIdRequired: 'Enter an ID for the digital platform.',
    managementIdInvalid: 'The municipality ID must be valid.',
    provinceRequired: 'Select a province.',
    areaNameEmpty: 'The area name must not be empty.',
    areaMunicipalityRequired: 'Select the municipality the area will belong to.',
    embedOriginInvalid: 'Each line must be a web origin, such as https://www.municipality.gov (no path).',
    timeZoneInvalid: 'Choose a time zone from the list (an IANA name such as America/Argentina/Cordoba).',
  },
};
