import type { Catalogue } from '../en.ts';

export const usersPt: Catalogue['users'] = {
  errors: {
    requiredFields: 'Todos os campos obrigatórios têm de ser preenchidos.',
    oneRoleAdmin: 'Só é possível selecionar um perfil',
    oneRole: 'Só pode selecionar um perfil',
    atLeastOneArea: 'Tem de ser selecionada pelo menos uma área.',
    keepOneArea: 'O utilizador tem de ter pelo menos uma área municipal.',
    emailInvalid: 'Introduza um endereço de e-mail válido.',
  },
};
