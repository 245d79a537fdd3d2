// The role names live in the domain package: the users import reads the same words.
export { rolesGl } from '@cabildo/domain/roles/gl';
