import type { Language } from '@cabildo/domain';

const es = {
  copy: 'Copia de la respuesta',
  form: 'Formulario',
  code: 'Código',
  date: 'Fecha',
  author: 'Contestada por',
  citizen: 'Ciudadano',
  place: 'Ubicación',
  asset: 'Activo',
  state: 'Estado',
  observations: 'Observaciones',
  signatures: 'Firmas',
  attachments: 'Adjuntos',
  yes: 'Sí',
  no: 'No',
};
export type SummaryLabels = typeof es;

const en: SummaryLabels = {
  copy: 'Copy of the answer',
  form: 'Form',
  code: 'Code',
  date: 'Date',
  author: 'Answered by',
  citizen: 'Citizen',
  place: 'Place',
  asset: 'Asset',
  state: 'State',
  observations: 'Observations',
  signatures: 'Signatures',
  attachments: 'Attachments',
  yes: 'Yes',
  no: 'No',
};

/**
 * The texts of the e-mail copy of an answer (summary.ts), in the answer's language: Spanish, the
 * product's language, for every language without its own. The names agree with the web app's
 * answer view.
 */
const SUMMARY_LABELS: Partial<Record<Language, SummaryLabels>> = { es, en };

export const summaryLabels = (language: Language): SummaryLabels => SUMMARY_LABELS[language] ?? es;
