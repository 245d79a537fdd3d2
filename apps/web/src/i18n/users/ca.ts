import type { Catalogue } from '../en.ts';

export const usersCa: Catalogue['users'] = {
  errors: {
    requiredFields: 'Cal completar tots els camps obligatoris.',
    oneRoleAdmin: 'Només es pot seleccionar un rol',
    oneRole: 'Només podeu seleccionar un rol',
    atLeastOneArea: 'Cal seleccionar com a mínim una àrea.',
    keepOneArea: "L'usuari ha de tenir com a mínim una àrea municipal.",
    emailInvalid: 'Introduïu una adreça de correu electrònic vàlida.',
  },
};
