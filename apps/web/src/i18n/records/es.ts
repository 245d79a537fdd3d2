import type { Catalogue } from '../en.ts';

/** Textos de las descargas del acta en PDF: la vista de la respuesta y las páginas de guardado. */
export const recordsEs: Catalogue['records'] = {
  download: 'Descargar PDF',
  downloading: 'Preparando el PDF…',
  downloaded: 'El archivo PDF se descargó correctamente',
  failed: 'Ocurrió un error al descargar el archivo PDF',
  voucher: 'Descargar comprobante (PDF)',
  downloadCode: 'Código de descarga del acta',
  downloadCodeHelp: 'Consulte el acta con este código en {{address}}. Respete mayúsculas y minúsculas.',
};
