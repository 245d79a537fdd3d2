import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { registerErrorHandling } from './errors.ts';
import { registerApiDocs } from './openapi.ts';
import { contentSecurityPolicy, registerApiNoStore, registerOriginCheck } from './security.ts';
import { registerStorableInputCheck } from './storable-input.ts';

/**
 * What every request goes through before its route: zod validation and serialization, the error
 * bodies, security headers (CSP, HSTS over HTTPS, no framing), cookies, compression, the
 * cross-site check, no-store on the API, the refusal of unstorable text, and the API description.
 * `isAdmin` comes from the auth module, which sits above this layer.
 */
export async function registerHttpPlugins(
  app: FastifyInstance,
  config: Config,
  isAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>,
) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const overHttps = config.appUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        ...contentSecurityPolicy(config.map.tileUrl),
        // The payment wizard posts its signed request to the card gateway's page (issue 17).
        formAction: [
          "'self'",
          ...(config.payments.gatewayUrl ? [new URL(config.payments.gatewayUrl).origin] : []),
        ],
        upgradeInsecureRequests: overHttps ? [] : null,
      },
    },
    // Only promise HTTPS when the product is served over it.
    strictTransportSecurity: overHttps,
    // Like frame-ancestors 'none': no page is framed, but the embeddable ones (http/embedding.ts).
    xFrameOptions: { action: 'deny' },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, {
    // Brotli at quality 4 (the plugin's default) or gzip: fast enough for every JSON answer.
    encodings: ['br', 'gzip'],
    // JSON and text only: never the live streams (they flush event by event) nor the xlsx, already deflated.
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|javascript|(?:\+|\/)xml(?:;|$)/u,
    // Request bodies are never inflated: the body limit stays a limit on what arrives.
    globalDecompression: false,
  });
  registerOriginCheck(app, config.appUrl);
  registerApiNoStore(app);
  registerStorableInputCheck(app);
  await registerApiDocs(app, config.apiDocs, isAdmin);
}
