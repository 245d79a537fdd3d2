import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes .br and .gz beside every hashed text asset, once at build time; the server sends them as they are. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'cabildo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /^assets\/.*\.(js|css|svg)$/.test(file));
      for (const file of files) {
        const full = path.join(outDir, file);
        const content = await readFile(full);
        await writeFile(
          `${full}.br`,
          await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${full}.gz`, await gzipAsync(content, { level: 9 }));
      }
    },
  };
}

/** The repository's licence and changelog beside the app (/LICENSE.txt, /CHANGELOG.txt), for "About Cabildo". */
const PROJECT_FILES = [
  { fileName: 'LICENSE.txt', source: path.resolve(import.meta.dirname, '../../LICENSE') },
  { fileName: 'CHANGELOG.txt', source: path.resolve(import.meta.dirname, '../../CHANGELOG.md') },
];
function projectFiles(): Plugin {
  return {
    name: 'cabildo-project-files',
    async generateBundle() {
      for (const { fileName, source } of PROJECT_FILES)
        this.emitFile({ type: 'asset', fileName, source: await readFile(source) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = PROJECT_FILES.find(({ fileName }) => request.url === `/${fileName}`);
        if (!file) return next();
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        void readFile(file.source).then((content) => response.end(content), next);
      });
    },
  };
}

/** The version shown in "About Cabildo": this package's, the same as every package.json's. */
const VERSION = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string }
).version;

/** React's API on Preact (docs/decisions.md "First-load budgets"): the same components, a fifth of the runtime. */
const preactAliases = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: path.resolve(import.meta.dirname, 'src/platform/react-on-preact.js') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress(), projectFiles()],
  define: { __CABILDO_VERSION__: JSON.stringify(VERSION) },
  // The domain package from its TypeScript source (its package.json's "@cabildo/source"), not its build.
  resolve: {
    alias: command === 'build' ? preactAliases : [],
    conditions: ['@cabildo/source', ...defaultClientConditions],
  },
  // The same for the tests that run in node (`@vitest-environment node`): Vitest's node defaults.
  ssr: { resolve: { conditions: ['@cabildo/source', 'node', 'development|production'] } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  // No source maps in the production build: they would publish the sources. The manifest feeds the bundle budget test.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs (the renderer, styling, texts, router, data cache) in one chunk
          // rather than dozens of small ones: fewer requests and better compression.
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](preact|@emotion|stylis|@mui[\\/](system|styled-engine|utils|private-theming)|i18next|react-i18next|react-router|@tanstack|html-parse-stringify|void-elements|hoist-non-react-statics|clsx|prop-types|react-is|@babel[\\/]runtime)[\\/]/,
              priority: 10,
            },
            {
              // The MUI parts the sign-in, answer and staff pages all draw with, in one chunk: two
              // dozen small chunks cost more in requests and lost compression than they saved.
              name: 'mui-base',
              test: /node_modules[\\/](@mui[\\/]material[\\/](styles|utils|internal|Typography|Button|ButtonBase|OutlinedInput|InputBase|InputLabel|FormControl|FormLabel|FormHelperText|Alert|AlertTitle|IconButton|CircularProgress|Link|Container|Divider|SvgIcon|Paper|Stack|Box|Toolbar|NativeSelect|InputAdornment|useSlot|zero-styled|DefaultPropsProvider|colors|transitions)[\\/]|react-transition-group)/,
              priority: 9,
            },
            {
              // The MUI parts of the answer form (choices, steps, cards, progress) that the sign-in
              // page does not draw: one chunk instead of a dozen, each small chunk paying its own
              // wrapper and compression start on the public answer page's first load.
              name: 'mui-answer',
              test: /node_modules[\\/]@mui[\\/]material[\\/](Step[A-Za-z]*|Stepper|Chip|LinearProgress|Collapse|Radio|RadioGroup|Checkbox|FormControlLabel|FormGroup|Card|CardContent|SwitchBase)[\\/]/,
              priority: 8,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    include: ['test/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
  },
}));
