import type { Catalogue } from '../en.ts';

export const uploadsEs: Catalogue['uploads'] = {};
