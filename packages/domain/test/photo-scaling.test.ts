import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE_DEFAULT, scaledImageSize } from '../src/index.ts';

describe('photos scaled before upload', () => {
  it('brings a 12-megapixel phone photo to the default longest side, in either orientation', () => {
    expect(scaledImageSize(4000, 3000, PHOTO_MAX_SIDE_DEFAULT)).toEqual({ width: 2048, height: 1536 });
    expect(scaledImageSize(3000, 4000, PHOTO_MAX_SIDE_DEFAULT)).toEqual({ width: 1536, height: 2048 });
  });

  it('leaves an image that already fits as it is', () => {
    expect(scaledImageSize(2048, 1000, 2048)).toBeNull();
    expect(scaledImageSize(640, 480, 2048)).toBeNull();
  });

  it('never exceeds the side, keeps the proportions and never makes a side vanish', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 640, max: 8192 }),
        (width, height, side) => {
          const scaled = scaledImageSize(width, height, side);
          if (Math.max(width, height) <= side) {
            expect(scaled).toBeNull();
            return;
          }
          expect(scaled).not.toBeNull();
          const { width: w, height: h } = scaled!;
          expect(Math.max(w, h)).toBe(side);
          expect(Math.min(w, h)).toBeGreaterThanOrEqual(1);
          // Proportions kept to within the rounding of one pixel.
          expect(Math.abs(w / side - width / Math.max(width, height))).toBeLessThanOrEqual(1 / side);
          expect(Math.abs(h / side - height / Math.max(width, height))).toBeLessThanOrEqual(1 / side);
        },
      ),
    );
  });
});
