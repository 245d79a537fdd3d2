import type { Catalogue } from '../en.ts';

/** Textos das descargas do auto em PDF: a vista da resposta e as páginas de confirmação. */
export const recordsPt: Catalogue['records'] = {
  download: 'Descarregar PDF',
  downloading: 'A preparar o PDF…',
  downloaded: 'O ficheiro PDF foi descarregado com sucesso',
  failed: 'Ocorreu um erro ao descarregar o ficheiro PDF',
  voucher: 'Descarregar comprovativo (PDF)',
  downloadCode: 'Código de descarregamento do auto',
  downloadCodeHelp: 'Consulte o auto com este código em {{address}}. Respeite as maiúsculas e minúsculas.',
};
