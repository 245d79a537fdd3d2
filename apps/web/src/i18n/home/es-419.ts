import type { Overrides } from '@cabildo/domain';
import type { Catalogue } from '../en.ts';

/** The Spanish that says ID/RUC instead of DNI/CUIT (es-419): only its differences from es.ts. */
export const homeEs419: Overrides<Catalogue['home']> = {
  recipientSearch: {
    kinds: { natural: 'ID', legal: 'RUC' },
    invalid: { natural: 'ID inválido', legal: 'RUC inválido' },
    dni: 'ID',
    cuit: 'RUC',
  },
};
