import QRCode from 'qrcode';

/** The dark modules of a QR code for `text` (medium error correction), as a square of booleans. */
export function qrModules(text: string): { size: number; dark: (x: number, y: number) => boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}
