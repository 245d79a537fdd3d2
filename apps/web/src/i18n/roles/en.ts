// The role names live in the domain package: the users import reads the same words.
export { rolesEn } from '@cabildo/domain/roles/en';
