import type { Catalogue } from '../en.ts';

export const answersListEs: Catalogue['answersList'] = {};
