import { DEFAULT_MAP_CENTRE, type GeoPoint, type OpeningMode } from '@cabildo/domain';
import { useAnsweringForm } from '../../../api/answering.ts';

export type FormSettings = {
  /** Where the map opens when the answer has no place: the municipality's centre. */
  centre: GeoPoint;
  buttonColor: string | null;
  videoAllowed: boolean;
};

const DEFAULTS: FormSettings = { centre: DEFAULT_MAP_CENTRE, buttonColor: null, videoAllowed: false };

/**
 * The municipality's answering settings of the answer's form, as the answer screen opens it. A
 * form that can no longer be opened to answer (deleted, limit reached) still has answers to
 * correct: its settings are then the defaults. Null while they load.
 */
export function useFormSettings(formId: string, mode: OpeningMode): FormSettings | null {
  const form = useAnsweringForm(formId, mode);
  if (form.isPending) return null;
  if (form.isError) return DEFAULTS;
  const { municipality, videoAllowed } = form.data;
  return {
    centre: { latitude: municipality.latitude, longitude: municipality.longitude },
    buttonColor: municipality.buttonColor,
    videoAllowed,
  };
}
