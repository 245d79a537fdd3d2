import { sniffImageType } from '../files/images.ts';
import { LOGO_MAX_BYTES } from './settings.ts';

export type LogoType = 'image/png' | 'image/jpeg';
export type ImageSize = { width: number; height: number };
/** A logo as read from its bytes: its type by content and its size in pixels from its header. */
export type LogoImage = ImageSize & { type: LogoType };

const uint16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const uint32 = (bytes: Uint8Array, at: number) => uint16(bytes, at) * 65536 + uint16(bytes, at + 2);

/** PNG: the IHDR chunk comes first, right after the 8-byte signature (width, height: 4 bytes each). */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24) return null;
  const ihdr = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!);
  if (ihdr !== 'IHDR') return null;
  return { width: uint32(bytes, 16), height: uint32(bytes, 20) };
}

/** Start-of-frame markers (baseline, progressive, lossless...): not DHT (C4), JPG (C8) nor DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the segments up to the first start-of-frame, which holds height then width. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes, and the markers without a length (TEM, RSTn).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = uint16(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: uint16(bytes, at + 5), width: uint16(bytes, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The size in pixels a PNG or JPEG says in its header, or null when it cannot be read. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const type = sniffImageType(bytes);
  const size = type === 'image/png' ? pngSize(bytes) : type === 'image/jpeg' ? jpegSize(bytes) : null;
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/**
 * A PDF logo checked by content (spec part 3 §5, §9): over 5 MB is too large; anything but a PNG or
 * JPEG whose header gives its size is not a valid format, whatever its name says.
 */
export function readLogo(
  bytes: Uint8Array,
  size = bytes.length,
): { ok: true; logo: LogoImage } | { ok: false; code: 'LOGO_TOO_LARGE' | 'LOGO_FORMAT_INVALID' } {
  if (size > LOGO_MAX_BYTES) return { ok: false, code: 'LOGO_TOO_LARGE' };
  const type = sniffImageType(bytes);
  const dimensions = imageSize(bytes);
  if (!type || !dimensions) return { ok: false, code: 'LOGO_FORMAT_INVALID' };
  return { ok: true, logo: { type, ...dimensions } };
}
