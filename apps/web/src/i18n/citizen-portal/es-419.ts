import type { Overrides } from '@cabildo/domain';
import type { Catalogue } from '../en.ts';

/** The Spanish that says ID/RUC instead of DNI/CUIT (es-419): only its differences from es.ts. */
export const citizenPortalEs419: Overrides<Catalogue['citizen-portal']> = {
  citizen: { dni: 'ID {{dni}}' },
};
