// The role names live in the domain package: the users import reads the same words.
export { rolesEu } from '@cabildo/domain/roles/eu';
