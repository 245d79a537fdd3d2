import { startIdentityProvider } from '../../apps/server/test/support/identity-provider.ts';
import { demoEmail } from './demo.ts';

/**
 * The end-to-end journeys' identity provider (oidc-provider, as in the API tests), started by
 * Playwright beside the app (playwright.config.ts gives the port, the app's address and the client
 * secret, and points the app's OIDC_* at it). Its sign-in page asks which account signs in: the
 * demo supervisor, or a stranger Cabildo does not know.
 */
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

await startIdentityProvider({
  appUrl: env('APP_URL'),
  port: Number(env('IDP_PORT')),
  clientSecret: env('IDP_CLIENT_SECRET'),
  accounts: {
    supervisor: { email: demoEmail('supervisor'), emailVerified: true },
    stranger: { email: 'stranger@elsewhere.test', emailVerified: true },
  },
});
