import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE, nodeVersionProblem } from '../../src/node-version.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('the Node.js version check (npm start, npm run dev, the compiled server)', () => {
  it('refuses a Node.js older than 22.12 in one line', () => {
    expect(nodeVersionProblem('20.20.2')).toBe('Cabildo needs Node.js 22.12 or newer; this is 20.20.2.');
    expect(nodeVersionProblem('v22.11.0')).toBe('Cabildo needs Node.js 22.12 or newer; this is 22.11.0.');
    expect(nodeVersionProblem('22.9.0')).not.toBeNull();
    expect(nodeVersionProblem('18.20.8')).not.toBeNull();
  });

  it('accepts 22.12 and everything newer', () => {
    for (const version of ['22.12.0', 'v22.12.0', '22.12.1', '22.23.3', '23.0.0', '24.1.0', '100.0.0']) {
      expect(nodeVersionProblem(version)).toBeNull();
    }
    expect(nodeVersionProblem(process.versions.node)).toBeNull();
  });

  it('compares numbers, not text, and ignores a pre-release tag', () => {
    expect(nodeVersionProblem('22.100.0')).toBeNull();
    expect(nodeVersionProblem('22.2.0')).not.toBeNull();
    expect(nodeVersionProblem('22.12.0-nightly2025')).toBeNull();
    expect(nodeVersionProblem('1.2.3', '1.10.0')).toBe('Cabildo needs Node.js 1.10 or newer; this is 1.2.3.');
  });

  it('asks for what package.json engines and .nvmrc say', () => {
    const engines = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        engines: { node: string };
      }
    ).engines.node;
    expect(engines).toBe(`>=${MINIMUM_NODE.replace(/\.0$/, '')}`);
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(MINIMUM_NODE.split('.')[0]);
  });

  it('scripts/check-node.mjs passes on this Node.js without a word', async () => {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [
      path.join(root, 'scripts/check-node.mjs'),
    ]);
    expect(stdout + stderr).toBe('');
  });
});
