import type { Catalogue } from '../en.ts';

/** Textos das descargas da acta en PDF: a vista da resposta e as páxinas de gardado. */
export const recordsGl: Catalogue['records'] = {
  download: 'Descargar o PDF',
  downloading: 'Preparando o PDF…',
  downloaded: 'O ficheiro PDF descargouse correctamente',
  failed: 'Produciuse un erro ao descargar o ficheiro PDF',
  voucher: 'Descargar o xustificante (PDF)',
  downloadCode: 'Código de descarga da acta',
  downloadCodeHelp: 'Consulte a acta con este código en {{address}}. Respecte as maiúsculas e as minúsculas.',
};
