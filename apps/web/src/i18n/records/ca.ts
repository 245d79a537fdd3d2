import type { Catalogue } from '../en.ts';

/** Textos de les baixades de l'acta en PDF: la vista de la resposta i les pàgines de desat. */
export const recordsCa: Catalogue['records'] = {
  download: 'Baixa el PDF',
  downloading: 'Preparant el PDF…',
  downloaded: "El fitxer PDF s'ha baixat correctament",
  failed: "S'ha produït un error en baixar el fitxer PDF",
  voucher: 'Baixa el comprovant (PDF)',
  downloadCode: "Codi de baixada de l'acta",
  downloadCodeHelp:
    "Consulteu l'acta amb aquest codi a {{address}}. Respecteu les majúscules i les minúscules.",
};
