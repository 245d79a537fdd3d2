import type { Catalogue } from '../en.ts';

export const usersEu: Catalogue['users'] = {
  errors: {
    requiredFields: 'Derrigorrezko eremu guztiak bete behar dira.',
    oneRoleAdmin: 'Rol bakarra hauta daiteke',
    oneRole: 'Rol bakarra hauta dezakezu',
    atLeastOneArea: 'Gutxienez arlo bat hautatu behar da.',
    keepOneArea: 'Erabiltzaileak gutxienez udal-arlo bat izan behar du.',
    emailInvalid: 'Idatzi baliozko helbide elektroniko bat.',
  },
};
