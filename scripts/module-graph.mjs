// Redraws the server modules' dependency graph in docs/architecture.md (npm run docs:graph):
// dependency-cruiser's mermaid output, one node per module, between the two markers there.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const doc = new URL('docs/architecture.md', root);
const START = '<!-- module-graph:start (npm run docs:graph) -->';
const END = '<!-- module-graph:end -->';

const mermaid = execFileSync(
  'npx',
  [
    'depcruise',
    'apps/server/src/modules',
    '--config',
    '.dependency-cruiser.cjs',
    '--include-only',
    '^apps/server/src/modules',
    '--collapse',
    '^apps/server/src/modules/[^/]+',
    '--output-type',
    'mermaid',
  ],
  { cwd: root, encoding: 'utf8' },
);

// The folders above the modules (apps › server › src › modules) are one subgraph each: drop them.
const lines = mermaid.trim().split('\n');
const folders = lines.filter((line) => line.startsWith('subgraph ')).length;
let ends = 0;
const graph = lines
  .filter((line) => !line.startsWith('subgraph '))
  .filter((line) => !(line === 'end' && ends++ < folders))
  .filter((line) => line.trim() !== '');
// One line per module for its arrows (`A-->B & C`), so the graph stays a screen long.
const nodes = graph.filter((line) => !line.includes('-->'));
const targets = new Map();
for (const [from, to] of graph.filter((line) => line.includes('-->')).map((line) => line.split('-->'))) {
  targets.set(from, [...(targets.get(from) ?? []), to]);
}
const arrows = [...targets].map(([from, to]) => `${from}-->${to.join(' & ')}`);

const text = readFileSync(doc, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${START} … ${END} block`);
const block = `${START}\n\n\`\`\`mermaid\n${[...nodes, ...arrows].join('\n')}\n\`\`\`\n\n`;
writeFileSync(doc, text.slice(0, start) + block + text.slice(end));
