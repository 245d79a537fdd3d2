// The role names live in the domain package: the users import reads the same words.
export { rolesJa } from '@cabildo/domain/roles/ja';
