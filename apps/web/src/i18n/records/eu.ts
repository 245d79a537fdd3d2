import type { Catalogue } from '../en.ts';

/** Akta PDF formatuan deskargatzeko testuak: erantzunaren ikuspegia eta gordetako orriak. */
export const recordsEu: Catalogue['records'] = {
  download: 'Deskargatu PDFa',
  downloading: 'PDFa prestatzen…',
  downloaded: 'PDF fitxategia behar bezala deskargatu da',
  failed: 'Errore bat gertatu da PDF fitxategia deskargatzean',
  voucher: 'Deskargatu egiaztagiria (PDF)',
  downloadCode: 'Akta deskargatzeko kodea',
  downloadCodeHelp:
    'Kontsultatu akta kode honekin helbide honetan: {{address}}. Bereizi maiuskulak eta minuskulak.',
};
