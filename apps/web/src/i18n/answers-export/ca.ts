import type { Catalogue } from '../en.ts';

/** Textos de l'exportació a Excel de la llista de respostes. */
export const answersExportCa: Catalogue['answers-export'] = {
  button: 'Exporta a Excel',
  warning:
    "Amb moltes respostes l'exportació pot trigar una estona; mentrestant, podeu continuar treballant.",
  preparing: 'Preparant el fitxer…',
  progress_one: 'Exportant {{rows}} resposta: {{size}} rebuts',
  progress_other: 'Exportant {{rows}} respostes: {{size}} rebuts',
  progressUnknown: 'Exportant: {{size}} rebuts',
  cancel: 'Cancel·la',
  done_one: "S'ha exportat {{rows}} resposta.",
  done_other: "S'han exportat {{rows}} respostes.",
  failed: "S'ha produït un error en generar el fitxer. Torneu enrere i torneu a entrar a la llista",
  forbidden: "No teniu permís per exportar les respostes d'aquest formulari.",
};
