import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { allowFraming, embeddingOrigins } from './embedding.ts';
import { requestPath } from './request-path.ts';
import { wantsWebPage } from './site-files.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = path.resolve(here, '../../../web/dist');

/**
 * The built web app (WEB_DIST_DIR, else apps/web/dist) when there is one: its assets, and its
 * shell for every page path no route took; any other unknown path is a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDistDir, database }: { webDistDir: string | null; database: Database },
) {
  const webDist = webDistDir ?? DEFAULT_WEB_DIST;
  const serveWeb = existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Source maps stay private even when a build has them.
      globIgnore: ['**/*.map'],
      // The build writes .br and .gz next to each asset; they go out to browsers that accept them.
      preCompressed: true,
      // Our own header below, not send's `public, max-age=0`.
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name: they never change. The app shell is checked every time.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (serveWeb && wantsWebPage(request)) {
      // The web app owns every other path (its router shows its own 404). The public answer and
      // saved pages may be framed by their municipality's sites.
      allowFraming(reply, await embeddingOrigins(database, requestPath(request)));
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Route not found.' } });
  });
}
