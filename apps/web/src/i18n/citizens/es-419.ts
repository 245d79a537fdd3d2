import type { Overrides } from '@cabildo/domain';
import type { Catalogue } from '../en.ts';

/** The Spanish that says ID/RUC instead of DNI/CUIT (es-419): only its differences from es.ts. */
export const citizensEs419: Overrides<Catalogue['citizens']> = {
  number: { natural: 'Número de documento (ID)', legal: 'RUC' },
  card: { dni: 'ID', cuit: 'RUC' },
  create: { dni: 'Número de documento (ID)', cuit: 'RUC' },
  errors: {
    dniLookupInvalid: 'Ingrese un ID válido',
    cuitInvalid: 'Ingrese un RUC válido',
    dniInvalid: 'El ID no es válido',
  },
};
