import type { Overrides } from '@cabildo/domain';
import type { Catalogue } from '../en.ts';

/** The Spanish that says ID/RUC instead of DNI/CUIT (es-419): only its differences from es.ts. */
export const answerViewEs419: Overrides<Catalogue['answer-view']> = {
  citizen: { dni: 'ID {{number}}', cuit: 'RUC {{number}}' },
};
