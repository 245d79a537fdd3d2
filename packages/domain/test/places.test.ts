import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_MAP_ZOOM,
  ASSET_SEARCH_RADIUS_KM,
  boundingBox,
  distanceKm,
  municipalitySettingsSchema,
  placePointQuerySchema,
  placeSearchQuerySchema,
  type BoundingBox,
  type GeoPoint,
} from '../src/index.ts';

const inside = (box: BoundingBox, point: GeoPoint) =>
  point.latitude >= box.south &&
  point.latitude <= box.north &&
  point.longitude >= box.west &&
  point.longitude <= box.east;

/** The point `km` away from `from` in direction `bearing` (degrees), on the same sphere as distanceKm. */
function destination(from: GeoPoint, bearing: number, km: number): GeoPoint {
  const rad = Math.PI / 180;
  const angle = km / 6371.0088;
  const lat1 = from.latitude * rad;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing * rad),
  );
  const lng2 =
    from.longitude * rad +
    Math.atan2(
      Math.sin(bearing * rad) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  const longitude = ((((lng2 / rad + 180) % 360) + 360) % 360) - 180;
  return { latitude: lat2 / rad, longitude };
}

const centres = fc.record({
  latitude: fc.double({ min: -89, max: 89, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distance', () => {
  it('measures known distances', () => {
    const cordoba = { latitude: -31.4201, longitude: -64.1888 };
    const carlosPaz = { latitude: -31.4241, longitude: -64.4978 };
    expect(distanceKm(cordoba, cordoba)).toBe(0);
    expect(distanceKm(cordoba, carlosPaz)).toBeCloseTo(29.3, 0);
    // One degree of latitude is about 111.2 km anywhere.
    expect(distanceKm({ latitude: 10, longitude: 5 }, { latitude: 11, longitude: 5 })).toBeCloseTo(111.2, 1);
  });

  it('is symmetric and never negative', () => {
    fc.assert(
      fc.property(centres, centres, (a, b) => {
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
      }),
    );
  });
});

describe('bounding box of a search radius', () => {
  it('holds every point on the edge of the circle', () => {
    fc.assert(
      fc.property(
        centres,
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (centre, radius, bearing) => {
          const edge = destination(centre, bearing, radius);
          expect(distanceKm(centre, edge)).toBeCloseTo(radius, 6);
          expect(inside(boundingBox(centre, radius), edge)).toBe(true);
        },
      ),
    );
  });

  it('holds every nearby point within the radius', () => {
    fc.assert(
      fc.property(
        centres,
        fc.double({ min: 0.05, max: 5, noNaN: true }),
        fc.double({ min: -0.06, max: 0.06, noNaN: true }),
        fc.double({ min: -0.06, max: 0.06, noNaN: true }),
        (centre, radius, dLat, dLng) => {
          const point = {
            latitude: Math.max(-90, Math.min(90, centre.latitude + dLat)),
            longitude: centre.longitude + dLng,
          };
          if (point.longitude < -180 || point.longitude > 180) return;
          if (distanceKm(centre, point) <= radius)
            expect(inside(boundingBox(centre, radius), point)).toBe(true);
        },
      ),
    );
  });

  it('is tight away from the poles: about 1 km of latitude either side for the asset radius', () => {
    const box = boundingBox({ latitude: -31.42, longitude: -64.18 }, ASSET_SEARCH_RADIUS_KM);
    expect(box.north - box.south).toBeCloseTo(2 / 111.2, 3);
    expect(box.east - box.west).toBeGreaterThan(box.north - box.south);
    expect(box.east - box.west).toBeLessThan(0.03);
  });

  it('widens to every longitude near a pole and across the antimeridian', () => {
    expect(boundingBox({ latitude: 89.999, longitude: 10 }, 5)).toMatchObject({
      west: -180,
      east: 180,
      north: 90,
    });
    expect(boundingBox({ latitude: 0, longitude: 179.999 }, 5)).toMatchObject({ west: -180, east: 180 });
  });
});

describe('places API input', () => {
  const formId = '00000000-0000-4000-8000-000000009002';

  it('reads coordinates from the query string and refuses impossible ones', () => {
    expect(placePointQuerySchema.parse({ formId, lat: '-31.5', lng: '-64.2' })).toEqual({
      formId,
      lat: -31.5,
      lng: -64.2,
    });
    for (const [lat, lng] of [
      ['91', '0'],
      ['0', '-181'],
      ['abc', '0'],
    ])
      expect(placePointQuerySchema.safeParse({ formId, lat, lng }).success).toBe(false);
    expect(placePointQuerySchema.safeParse({ formId: 'nope', lat: '0', lng: '0' }).success).toBe(false);
  });

  it('trims the searched address and refuses an empty or overlong one', () => {
    expect(placeSearchQuerySchema.parse({ formId, q: '  San Martín 100 ' }).q).toBe('San Martín 100');
    expect(placeSearchQuerySchema.safeParse({ formId, q: '   ' }).success).toBe(false);
    expect(placeSearchQuerySchema.safeParse({ formId, q: 'x'.repeat(201) }).success).toBe(false);
  });

  it('keeps the map zoom of the spec', () => {
    expect(ANSWER_MAP_ZOOM).toEqual({ min: 5, max: 18, initial: 12, placed: 15 });
  });
});

describe('geocoding provider setting', () => {
  it('defaults to null (the configured provider) and accepts http and https addresses only', () => {
    expect(municipalitySettingsSchema.parse({}).geocodingUrl).toBeNull();
    for (const url of ['https://geo.example.org', 'http://127.0.0.1:8080/nominatim'])
      expect(municipalitySettingsSchema.parse({ geocodingUrl: url }).geocodingUrl).toBe(url);
    for (const url of ['ftp://geo.example.org', 'javascript:alert(1)', 'geo.example.org', ''])
      expect(municipalitySettingsSchema.safeParse({ geocodingUrl: url }).success).toBe(false);
  });
});
