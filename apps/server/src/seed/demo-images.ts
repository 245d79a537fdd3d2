import { encodePng } from './png.ts';

/** The demo answers' pictures, drawn rather than shipped: landscape "photos" and signatures. */

export const PHOTO_COLOURS: [number, number, number][] = [
  [71, 104, 140],
  [122, 150, 92],
  [168, 120, 72],
  [96, 96, 110],
];

/** A landscape "photo": a sky-to-ground gradient with a pole, different per colour. */
export const photoPng = ([r, g, b]: [number, number, number]) =>
  encodePng(160, 120, (x, y) => {
    if (x > 76 && x < 84 && y > 20) return [40, 40, 40];
    const shade = y / 120;
    return [
      Math.round(r + (230 - r) * (1 - shade)),
      Math.round(g + (230 - g) * (1 - shade)),
      Math.round(b * shade + 60),
    ];
  });

/** A signature: a dark wave on white, 300 x 100. */
export const signaturePng = (phase: number) =>
  encodePng(300, 100, (x, y) => {
    const line = 50 + Math.sin(x / 18 + phase) * 22 * Math.sin(x / 70);
    return Math.abs(y - line) < 2 && x > 20 && x < 280 ? [20, 30, 60] : [255, 255, 255];
  });
