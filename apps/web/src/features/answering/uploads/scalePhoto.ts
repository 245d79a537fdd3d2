import { PHOTO_MAX_SIDE_DEFAULT, scaledImageSize, sniffImageType } from '@cabildo/domain';
import { createContext } from 'react';

/** The longest side photos are scaled to before upload, as the answering form says (the installation's). */
export const PhotoMaxSideContext = createContext(PHOTO_MAX_SIDE_DEFAULT);

/** JPEG quality of a scaled photo: no visible loss at 2,048 px, a fraction of the camera's bytes. */
const JPEG_QUALITY = 0.85;

const encoded = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));

/**
 * A photo scaled down in the browser so that its longest side is at most `maxSide` pixels, turned
 * upright as the camera said (EXIF orientation), in its own type (JPEG or PNG). A photo that fits
 * is sent as it is. Any failure — a browser without the means, an image it cannot decode, no
 * memory — gives the original back: the photo is never lost, only sent unscaled (and the size
 * check then says whether it can go).
 */
export async function scalePhoto(file: File, maxSide: number): Promise<File> {
  try {
    const type = sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!type || typeof createImageBitmap !== 'function') return file;
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      const size = scaledImageSize(bitmap.width, bitmap.height, maxSide);
      if (!size) return file;
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) return file;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await encoded(canvas, type);
      if (!blob || blob.size === 0) return file;
      return new File([blob], file.name, { type, lastModified: file.lastModified });
    } finally {
      bitmap.close();
    }
  } catch {
    return file;
  }
}
