import type { Catalogue } from '../en.ts';

export const answeringEs: Catalogue['answering'] = {};
