// The role names live in the domain package: the users import reads the same words.
export { rolesPt } from '@cabildo/domain/roles/pt';
