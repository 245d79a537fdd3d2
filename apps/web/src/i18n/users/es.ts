import type { Catalogue } from '../en.ts';

export const usersEs: Catalogue['users'] = {
  errors: {
    requiredFields: 'Se deben completar todos los campos requeridos.',
    oneRoleAdmin: 'Sólo puedo seleccionar un Rol',
    oneRole: 'Sólo puede seleccionar un Rol',
    atLeastOneArea: 'Se debe seleccionar al menos un área.',
    keepOneArea: 'El usuario debe tener al menos un área municipal.',
    emailInvalid: 'Ingrese un correo electrónico válido.',
  },
};
