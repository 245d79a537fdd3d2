import type { Catalogue } from '../en.ts';

export const answerViewEs: Catalogue['answerView'] = {};
