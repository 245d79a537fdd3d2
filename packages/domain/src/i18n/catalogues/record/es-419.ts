import type { Overrides } from '../../overrides.ts';
import type { RecordCatalogue } from './es.ts';

/** The PDF record in the Spanish that says ID/RUC instead of DNI/CUIT: its texts that differ from es.ts. */
export const es419: Overrides<RecordCatalogue> = {
  citizenNumber: 'ID / RUC',
};
