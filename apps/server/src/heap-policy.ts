import v8 from 'node:v8';

/**
 * The old generation grows by half of what a major GC leaves, not by V8's adaptive factor (up to 4×
 * when the process is busy): a long export makes short-lived garbage that V8 otherwise lets pile
 * up to 150–200 MB before collecting it, which took a 1M-row export's peak RSS past 300 MB in a
 * third of the runs (bench/README.md, "Fifth session"; docs/decisions.md, "Export at 1M"). Set
 * before the server's modules load, so start-up's own garbage already follows it.
 */
const OLD_GENERATION_GROWTH_PERCENT = 50;
v8.setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
