// The role names live in the domain package: the users import reads the same words.
export { rolesCa } from '@cabildo/domain/roles/ca';
