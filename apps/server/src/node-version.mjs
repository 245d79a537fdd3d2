// @ts-check
// Plain JavaScript without imports on purpose: scripts/check-node.mjs runs it before anything is
// built or installed, on whatever Node the machine has (an old one has no TypeScript loader).

/** The oldest Node.js Cabildo runs on (root package.json `engines`; pg-boss declares >=22.12). */
export const MINIMUM_NODE = '22.12.0';

/** @param {string} version `22.12.0`, `v20.20.2`… @returns {number[]} */
const parts = (version) =>
  version
    .replace(/^v/, '')
    .split(/[.-]/)
    .slice(0, 3)
    .map((part) => Number.parseInt(part, 10) || 0);

/**
 * What is wrong with running Cabildo on Node.js `version`: one line for the operator, or null when
 * it is new enough.
 * @param {string} version
 * @param {string} [minimum]
 * @returns {string | null}
 */
export function nodeVersionProblem(version, minimum = MINIMUM_NODE) {
  const have = parts(version);
  const need = parts(minimum);
  for (let i = 0; i < 3; i += 1) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a > b) return null;
    if (a < b) {
      const shown = minimum.replace(/\.0$/, '');
      return `Cabildo needs Node.js ${shown} or newer; this is ${version.replace(/^v/, '')}.`;
    }
  }
  return null;
}

/** Stops the process at once, with that line and exit code 1, on a Node.js too old for Cabildo. */
export function requireSupportedNode() {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}
