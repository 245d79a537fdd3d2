import type { Overrides } from '@cabildo/domain';
import type { Catalogue } from '../en.ts';

/** Latin American Spanish (es-419): only its differences from es.ts — none so far (no DNI/CUIT here). */
export const auditEs419: Overrides<Catalogue['audit']> = {};
