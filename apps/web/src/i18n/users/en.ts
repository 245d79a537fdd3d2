export const usersEn = {
  errors: {
    requiredFields: 'All the required fields must be completed.',
    oneRoleAdmin: 'I can only select one Role',
    oneRole: 'You can only select one Role',
    atLeastOneArea: 'At least one area must be selected.',
    keepOneArea: 'The user must have at least one municipal area.',
    emailInvalid: 'Enter a valid email address.',
  },
};
