import { ca } from './ca.ts';
import { en } from './en.ts';
import { es, type UsersImportCatalogue } from './es.ts';
import { eu } from './eu.ts';
import { gl } from './gl.ts';
import { ja } from './ja.ts';
import { pt } from './pt.ts';

export type { UsersImportCatalogue };
/**
 * The users import's catalogues. The server reads them through its i18next instance; the import
 * also reads every language's column and role names at once, to accept a header row or a role in
 * any of them.
 */
export const USERS_IMPORT_CATALOGUES = { en, es, ca, pt, gl, eu, ja } as const;
