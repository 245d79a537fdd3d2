import type { ImageSize } from './logo.ts';
import type { LogoPosition } from './settings.ts';

/** The record's page in PDF points: A4 (1 : 1.414), with its margin. */
export const RECORD_PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
/** The box the logo is fitted into, in points: wide logos fill its width, tall ones its height. */
export const LOGO_BOX = { width: 130, height: 64 } as const;

/** The logo's printed size in points: its proportions kept, as large as fits in `box`. */
export function fitLogo(size: ImageSize, box: ImageSize = LOGO_BOX): ImageSize {
  if (size.width <= 0 || size.height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(box.width / size.width, box.height / size.height);
  return { width: size.width * scale, height: size.height * scale };
}

/** Where the logo's left edge sits, in points from the page's left edge, for its position. */
export function logoLeft(position: LogoPosition, logoWidth: number, page = RECORD_PAGE): number {
  if (position === 'left') return page.margin;
  if (position === 'right') return page.width - page.margin - logoWidth;
  return (page.width - logoWidth) / 2;
}

/** Screen pixels per PDF point when the page is drawn `pixelWidth` wide (the settings' live preview). */
export const previewScale = (pixelWidth: number): number => Math.max(0, pixelWidth) / RECORD_PAGE.width;
