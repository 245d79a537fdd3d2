import type { Catalogue } from '../en.ts';

export const usersGl: Catalogue['users'] = {
  errors: {
    requiredFields: 'Deben completarse todos os campos obrigatorios.',
    oneRoleAdmin: 'Só se pode seleccionar un rol',
    oneRole: 'Só pode seleccionar un rol',
    atLeastOneArea: 'Debe seleccionarse polo menos unha área.',
    keepOneArea: 'O usuario debe ter polo menos unha área municipal.',
    emailInvalid: 'Introduza un enderezo de correo electrónico válido.',
  },
};
