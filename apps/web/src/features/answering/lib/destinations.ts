import type { OpeningMode, SavedAnswer } from '@cabildo/domain';

/** Where the browser goes after a save (spec part 2 §4 "Answer flow"); `publicForm`: the form's option public. */
export function afterSave(mode: OpeningMode, publicForm: boolean, saved: SavedAnswer): string {
  const code = encodeURIComponent(saved.code);
  if (mode === 'inspection') return `/respuesta/enviada/${saved.id}/${code}`;
  if (mode === 'citizen-portal') return `/ciudadano/guardado/${saved.formId}/${code}`;
  if (mode === 'public' || publicForm) return `/publico/guardado/${saved.formId}/${code}`;
  return `/listar?respuesta=${code}`;
}

/** After saving with an e-mail copy: the answer itself (/ver, or its inspection-view variant). */
export function afterEmail(mode: OpeningMode, saved: SavedAnswer): string {
  return mode === 'inspection' ? `/cis/ver/${saved.id}` : `/ver/${saved.id}`;
}

/** The answer screen of a mode, to answer again. */
export function answerPath(mode: OpeningMode, formId: string): string {
  if (mode === 'inspection') return `/cis/contestar/${formId}`;
  if (mode === 'public') return `/publico/contestar/${formId}`;
  return `/contestar/${formId}`;
}
