import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  // No source maps in the production build: they would publish the sources. The manifest feeds the bundle budget test.
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
  test: {
    name: 'web',
    include: ['test/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
  },
});
