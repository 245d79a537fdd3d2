/**
 * pdfDownloadCode: the code a record is found by at /actas/consultar. The spec's reading (the first
 * 3 characters of the answer id plus the answer code) is guessable from the public answer code, so
 * Cabildo draws it at random on the server (docs/decisions.md "Records"): 12 characters of an
 * alphabet without look-alikes (no 0/O, 1/I/l), about 70 bits.
 */
export const DOWNLOAD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export const DOWNLOAD_CODE_LENGTH = 12;

/** Whether a typed code can be a download code at all (checked before any lookup). */
export const isDownloadCodeShape = (code: string): boolean =>
  code.length === DOWNLOAD_CODE_LENGTH && [...code].every((c) => DOWNLOAD_CODE_ALPHABET.includes(c));

/** A new download code from `randomIndex` (the server passes crypto.randomInt). */
export function newDownloadCode(randomIndex: (below: number) => number): string {
  let code = '';
  for (let i = 0; i < DOWNLOAD_CODE_LENGTH; i += 1) {
    code += DOWNLOAD_CODE_ALPHABET[randomIndex(DOWNLOAD_CODE_ALPHABET.length)];
  }
  return code;
}
