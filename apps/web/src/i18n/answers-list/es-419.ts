import type { Overrides } from '@cabildo/domain';
import type { Catalogue } from '../en.ts';

/** The Spanish that says ID/RUC instead of DNI/CUIT (es-419): only its differences from es.ts. */
export const answersListEs419: Overrides<Catalogue['answers-list']> = {
  filters: { citizenDni: 'ID del ciudadano' },
};
