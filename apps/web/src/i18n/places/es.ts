import type { Catalogue } from '../en.ts';

export const placesEs: Catalogue['places'] = {};
