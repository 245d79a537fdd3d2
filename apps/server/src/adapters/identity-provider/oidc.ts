import * as client from 'openid-client';
import { isLoopbackUrl, type Config } from '../../config.ts';

export type OidcSettings = NonNullable<Config['oidc']>;

/** What the browser must keep for the answer (stored server-side by the caller). */
export type OidcChecks = { state: string; nonce: string; codeVerifier: string };

/** Who the provider says signed in. */
export type OidcIdentity = {
  subject: string;
  /** As the provider wrote it (the caller compares without case). */
  email: string | null;
  /** email_verified is true (or Entra ID's xms_edov, "e-mail domain owner verified"). */
  emailVerified: boolean;
  /** Kept for the provider's sign-out (id_token_hint). */
  idToken: string;
};

/** The provider's metadata is read again after this long (endpoints rarely move). */
const DISCOVERY_MAX_AGE_MS = 24 * 60 * 60_000;
const HTTP_TIMEOUT_SECONDS = 10;

const verified = (value: unknown) => value === true || value === 'true';

/**
 * The OpenID Connect relying party (openid-client): authorization code flow with PKCE, state and
 * nonce; identity from the ID token, or from userinfo when the token carries no e-mail (Keycloak
 * and Google put it in the token, oidc-provider and some Entra set-ups only in userinfo).
 */
export class OidcClient {
  private discovered: { at: number; configuration: Promise<client.Configuration> } | null = null;

  constructor(private readonly settings: OidcSettings) {}

  /** The provider's metadata (discovery), cached; a failure is not cached, so the next sign-in retries. */
  configuration(): Promise<client.Configuration> {
    if (this.discovered && Date.now() - this.discovered.at < DISCOVERY_MAX_AGE_MS) {
      return this.discovered.configuration;
    }
    const { issuer, clientId, clientSecret } = this.settings;
    const configuration = client.discovery(
      new URL(issuer),
      clientId,
      undefined,
      clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
      {
        timeout: HTTP_TIMEOUT_SECONDS,
        // Plain http only to a provider on this machine (tests, development); config.ts refuses others.
        execute: isLoopbackUrl(issuer) && issuer.startsWith('http://') ? [client.allowInsecureRequests] : [],
      },
    );
    const entry = { at: Date.now(), configuration };
    this.discovered = entry;
    configuration.catch(() => {
      if (this.discovered === entry) this.discovered = null;
    });
    return configuration;
  }

  /** Fresh random checks for one sign-in. */
  static newChecks(): OidcChecks {
    return {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
  }

  async authorizationUrl(checks: OidcChecks): Promise<URL> {
    const configuration = await this.configuration();
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Checks the provider's answer on the callback (state, issuer), redeems the code at the token
   * endpoint with the PKCE verifier, checks the ID token (issuer, audience, expiry, nonce) and reads
   * the e-mail. Throws on any mismatch or refusal.
   */
  async finish(search: string, checks: OidcChecks): Promise<OidcIdentity> {
    const configuration = await this.configuration();
    const callback = new URL(this.settings.redirectUri);
    callback.search = search;
    const tokens = await client.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    let source: Record<string, unknown> = claims;
    if (typeof claims.email !== 'string') {
      source = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    }
    return {
      subject: claims.sub,
      email: typeof source.email === 'string' ? source.email : null,
      emailVerified: verified(source.email_verified) || verified(source.xms_edov),
      idToken: tokens.id_token!,
    };
  }

  /**
   * The provider's sign-out address for this ID token, coming back to Cabildo afterwards; null when
   * the provider offers none (Google) or the metadata cannot be read now.
   */
  async endSessionUrl(idToken: string): Promise<string | null> {
    let configuration: client.Configuration;
    try {
      configuration = await this.configuration();
    } catch {
      return null;
    }
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    return client
      .buildEndSessionUrl(configuration, {
        id_token_hint: idToken,
        post_logout_redirect_uri: this.settings.postLogoutRedirectUri,
      })
      .toString();
  }
}
