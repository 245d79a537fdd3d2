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
