export { mayAccess, requireAccess, type AccessTarget, type Asker } from './gate.ts';
export { decidedRules, decidedToSql, rulesToSql, type FieldColumn, type SqlMapping } from './rules-to-sql.ts';
