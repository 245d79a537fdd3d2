/** Header images: png or jpeg, at most 5 MB (spec part 2 §2 and §5). */
export const HEADER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const HEADER_IMAGE_SUGGESTED = { width: 1280, height: 150 } as const;

export const FILE_ERRORS = {
  tooBig: 'files.errors.tooBig',
  badFormat: 'files.errors.badFormat',
  uploadFailed: 'files.errors.uploadFailed',
} as const;

/** The image type read from the first bytes, never from the name: png, jpeg or nothing. */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Why an image cannot be used as a header, or null. */
export function headerImageProblem(bytes: Uint8Array, size: number): string | null {
  if (size > HEADER_IMAGE_MAX_BYTES) return FILE_ERRORS.tooBig;
  return sniffImageType(bytes) ? null : FILE_ERRORS.badFormat;
}

/**
 * Photos are scaled down in the browser before upload so that their longest side is at most this
 * many pixels (a 12-megapixel phone photo is 4,000 × 3,000 and often over the 5 MB limit); the
 * installation may choose another side (PHOTO_MAX_SIDE).
 */
export const PHOTO_MAX_SIDE_DEFAULT = 2048;
export const PHOTO_MAX_SIDE_LIMITS = { min: 640, max: 8192 } as const;

/**
 * The size of an image scaled down so that its longest side is `maxSide`, keeping its proportions
 * (each side at least 1 pixel); null when it already fits and is sent as it is.
 */
export function scaledImageSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } | null {
  const longest = Math.max(width, height);
  if (!(longest > maxSide)) return null;
  const ratio = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  };
}
