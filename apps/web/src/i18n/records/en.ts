/** Texts of the PDF record downloads: the answer view and the saved pages (spec part 3 §2, §8). */
export const recordsEn = {
  download: 'Download PDF',
  downloading: 'Preparing the PDF…',
  downloaded: 'The PDF file was downloaded successfully',
  failed: 'An error occurred while downloading the PDF file',
  voucher: 'Download voucher (PDF)',
  downloadCode: 'Record download code',
  downloadCodeHelp: 'Look the record up with this code at {{address}}. Upper and lower case matter.',
};
