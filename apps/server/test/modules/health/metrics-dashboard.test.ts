import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/helpers.ts';

/**
 * The Grafana dashboard shipped in docs/grafana (issue 20: "watch it all on a dashboard") asks only
 * for metrics the server really exposes: a renamed metric would leave a panel empty in silence.
 */

const DASHBOARD = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../docs/grafana/cabildo.json',
);
/** A Prometheus histogram's series are its name with these endings. */
const HISTOGRAM_SERIES = /_(bucket|count|sum)$/;

type Dashboard = { panels: { title: string; targets: { expr: string }[] }[] };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('the Grafana dashboard', () => {
  it('queries only metrics that GET /metrics declares', async () => {
    const dashboard = JSON.parse(await readFile(DASHBOARD, 'utf8')) as Dashboard;
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    const declared = new Map(
      [...response.body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => [name!, type!]),
    );

    const asked = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) =>
        [...target.expr.matchAll(/\b(?:cabildo|process|nodejs)_[a-z0-9_]+\b/g)].map(([name]) => ({
          panel: panel.title,
          name: name,
        })),
      ),
    );
    expect(asked.length).toBeGreaterThan(10);
    const missing = asked.filter(({ name }) => {
      if (declared.has(name)) return false;
      const base = name.replace(HISTOGRAM_SERIES, '');
      return declared.get(base) !== 'histogram';
    });
    expect(missing).toEqual([]);
  });
});
