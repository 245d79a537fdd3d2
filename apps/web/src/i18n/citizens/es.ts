import type { Catalogue } from '../en.ts';

export const citizensEs: Catalogue['citizens'] = {};
