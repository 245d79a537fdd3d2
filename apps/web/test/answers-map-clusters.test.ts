import {
  ANSWER_MAP_ZOOM,
  DEFAULT_MAP_CENTRE,
  encodeAnswerPoints,
  readAnswerPoints,
  type AnswerPointInput,
} from '@cabildo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clusterIndex, WORLD, type MapItem } from '../src/features/answers/map/clusters.ts';
import {
  clusterServer,
  type ClusterReply,
  type ClusterRequest,
} from '../src/features/answers/map/protocol.ts';
import { clusterSource } from '../src/features/answers/map/source.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The points' body, as the server sends it, of `count` answers scattered over about 20 km around
 * Córdoba (repeatable) and 40 at one place (ids from 1,000,000 on).
 */
function answers(count: number): ArrayBuffer {
  let seed = 7;
  const random = () => ((seed = (seed * 48271) % 2147483647) - 1) / 2147483646;
  const scattered = Array.from({ length: count }, (_, i): AnswerPointInput => ({
    id: uuid(i),
    latitude: -31.52 + random() * 0.2,
    longitude: -64.29 + random() * 0.2,
    code: `CBA-${i}`,
  }));
  const together = Array.from({ length: 40 }, (_, i): AnswerPointInput => ({
    id: uuid(1_000_000 + i),
    latitude: -31.3,
    longitude: -64.5,
    code: `CBA-S${i}`,
  }));
  const bytes = encodeAnswerPoints(DEFAULT_MAP_CENTRE, [...scattered, ...together]);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

const counted = (items: MapItem[]) =>
  items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);

describe('answers map clusters', () => {
  const body = answers(20_000);
  const points = readAnswerPoints(body);
  const index = clusterIndex(points.coordinates(), ANSWER_MAP_ZOOM);

  it('accounts for every answer exactly once at every zoom of the map', () => {
    for (let zoom = 5; zoom <= 18; zoom += 1)
      expect(counted(index.items(WORLD, zoom)), `zoom ${zoom}`).toBe(points.count);
    // Far out the answers are a handful of groups; close in, mostly single answers.
    expect(index.items(WORLD, 6).length).toBeLessThan(10);
    expect(index.items(WORLD, 18).filter((item) => item.kind === 'point').length).toBeGreaterThan(15_000);
  });

  it('places single answers where they are, by their index in the points', () => {
    for (const item of index.items(WORLD, 18)) {
      if (item.kind !== 'point') continue;
      expect([item.latitude, item.longitude]).toEqual([
        points.latitude(item.index),
        points.longitude(item.index),
      ]);
    }
  });

  it('gives each group its answers and the zoom where it splits', () => {
    const groups = index.items(WORLD, 8).filter((item) => item.kind === 'cluster');
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      const leaves = index.leaves(group.id, Infinity);
      expect(new Set(leaves).size).toBe(group.count);
      expect(group.expansionZoom).toBeGreaterThan(8);
    }
    expect(groups.find((group) => group.count >= 1000)?.label).toMatch(/^\d+(\.\d)?k$/);
  });

  it('keeps answers at the very same place one group at the maximum zoom, to be listed', () => {
    const [same] = index
      .items([-64.51, -31.31, -64.49, -31.29], 18)
      .filter((item) => item.kind === 'cluster');
    if (same?.kind !== 'cluster') throw new Error('no group');
    expect(same.count).toBe(40);
    expect(same.latitude).toBeCloseTo(-31.3, 6);
    expect(same.longitude).toBeCloseTo(-64.5, 6);
    expect(same.expansionZoom).toBeGreaterThan(18);
    const listed = index.leaves(same.id, 10);
    expect(listed).toHaveLength(10);
    expect(listed.every((i) => points.code(i).startsWith('CBA-S'))).toBe(true);
  });

  it('answers only what is in the view', () => {
    const view = index.items([-64.2, -31.45, -64.15, -31.4], 14);
    expect(view.length).toBeGreaterThan(0);
    expect(counted(view)).toBeLessThan(points.count / 10);
    expect(view.every((item) => item.longitude >= -64.2 && item.longitude <= -64.15)).toBe(true);
  });

  it('serves the same groups through the source the map uses (here without a worker)', async () => {
    const source = clusterSource(body, ANSWER_MAP_ZOOM);
    await source.ready;
    expect(await source.items(WORLD, 10)).toEqual(index.items(WORLD, 10));
    source.dispose();
  });
});

/**
 * A stand-in for the browser's Worker that runs the real worker's side (clusterServer) and
 * answers a turn later, as a worker does; `failOnQuery` makes it fail as a broken worker would.
 */
class FakeWorker {
  static made: FakeWorker[] = [];
  static failOnQuery = false;
  /** What was posted, cloned as postMessage clones it. */
  posted: ClusterRequest[] = [];
  onmessage: ((event: { data: ClusterReply }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  private serve = clusterServer();
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: ClusterRequest) {
    const request = structuredClone(message);
    this.posted.push(request);
    setTimeout(() => {
      if (this.terminated) return;
      if (FakeWorker.failOnQuery && request.type !== 'load') return this.onerror?.();
      this.onmessage?.({ data: this.serve(request) });
    });
  }
  terminate() {
    this.terminated = true;
  }
}

/** Whether a promise settles within a few turns. */
const settles = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);

describe('answers map clusters in a worker', () => {
  const body = answers(2_000);
  const index = clusterIndex(readAnswerPoints(body).coordinates(), ANSWER_MAP_ZOOM);
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
    FakeWorker.failOnQuery = false;
  });

  it('hands the worker the body as it came, to decode and index, and asks it for the groups and their answers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const source = clusterSource(body, ANSWER_MAP_ZOOM);
    await source.ready;
    expect(FakeWorker.made).toHaveLength(1);
    // The bytes go, never decoded places; the body this thread keeps is still whole.
    const [load] = FakeWorker.made[0]!.posted;
    expect(load).toEqual({ type: 'load', body, zooms: ANSWER_MAP_ZOOM });
    expect(body.byteLength).toBeGreaterThan(0);
    // Two queries at once each get their own reply.
    const [far, near] = await Promise.all([source.items(WORLD, 6), source.items(WORLD, 12)]);
    expect(far).toEqual(index.items(WORLD, 6));
    expect(near).toEqual(index.items(WORLD, 12));
    const group = far.find((item) => item.kind === 'cluster')!;
    expect(await source.leaves(group.id, 5)).toEqual(index.leaves(group.id, 5));
  });

  it('stops the worker on dispose; what is asked then never settles', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const source = clusterSource(body, ANSWER_MAP_ZOOM);
    await source.ready;
    const pending = source.items(WORLD, 8);
    source.dispose();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(await settles(pending)).toBe(false);
    expect(await settles(source.items(WORLD, 8))).toBe(false);
  });

  it('answers on this thread when the worker fails, the queries it left pending too', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.failOnQuery = true;
    const source = clusterSource(body, ANSWER_MAP_ZOOM);
    await source.ready;
    expect(await source.items(WORLD, 10)).toEqual(index.items(WORLD, 10));
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    // Later queries no longer go to the worker.
    expect(await source.items(WORLD, 14)).toEqual(index.items(WORLD, 14));
  });

  it('answers on this thread when no worker can start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked');
        }
      },
    );
    const source = clusterSource(body, ANSWER_MAP_ZOOM);
    await source.ready;
    expect(await source.items(WORLD, 10)).toEqual(index.items(WORLD, 10));
  });
});
