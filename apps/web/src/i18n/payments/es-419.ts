import type { Overrides } from '@cabildo/domain';
import type { Catalogue } from '../en.ts';

/** The Spanish that says ID/RUC instead of DNI/CUIT (es-419): only its differences from es.ts. */
export const paymentsEs419: Overrides<Catalogue['payments']> = {
  wizard: { idNumber: 'ID' },
  staff: { idNumber: 'ID' },
  errors: { idNumberLength: 'El ID debe tener entre 7 y 12 caracteres.' },
};
