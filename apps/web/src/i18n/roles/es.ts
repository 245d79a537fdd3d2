// The role names live in the domain package: the users import reads the same words.
export { rolesEs } from '@cabildo/domain/roles/es';
