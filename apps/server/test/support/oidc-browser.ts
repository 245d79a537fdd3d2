import type { FastifyInstance } from 'fastify';

/**
 * A browser for the single-sign-on tests: it follows redirects between Cabildo (through
 * `app.inject`, at APP_URL) and the identity provider (over real HTTP), keeping each site's cookies
 * as a browser does, and submits the provider's forms. It stops on a page (a 200), on a page of the
 * web app (a redirect out of /api/) or where `stopAt` says.
 */
export type Step = { url: string; status: number; body: string; location: string | null };

export class TestBrowser {
  /** Cookies by host: name → value. */
  readonly jar = new Map<string, Map<string, string>>();
  /** Every address visited, in order. */
  readonly visited: string[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly appUrl: string,
  ) {}

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  /** The Cabildo cookie header of this browser (for API calls made "from" it). */
  appCookieHeader(): string {
    return this.cookieHeader(new URL(this.appUrl));
  }

  async go(url: string, options: { stopAt?: (url: URL) => boolean } = {}): Promise<Step> {
    return this.follow(await this.request('GET', new URL(url, this.appUrl)), options);
  }

  /** Submits a form of the page (action and hidden fields from its HTML) with `fields` added. */
  async submit(
    page: Step,
    fields: Record<string, string> = {},
    options: { stopAt?: (url: URL) => boolean } = {},
  ) {
    const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.body);
    if (!form) throw new Error(`no form on ${page.url}: ${page.body.slice(0, 300)}`);
    const body = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      if (name) body.set(name, value);
    }
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const action = new URL(form[1]!.replace(/&amp;/g, '&'), page.url);
    return this.follow(await this.request('POST', action, body.toString()), options);
  }

  private async follow(step: Step, { stopAt }: { stopAt?: (url: URL) => boolean }): Promise<Step> {
    let current = step;
    for (let hops = 0; hops < 20; hops += 1) {
      if (!current.location || current.status < 300 || current.status >= 400) return current;
      const next = new URL(current.location, current.url);
      if (stopAt?.(next)) return current;
      // A page of the web app: where the browser would land.
      if (next.origin === new URL(this.appUrl).origin && !next.pathname.startsWith('/api/')) return current;
      current = await this.request('GET', next);
    }
    throw new Error('too many redirects');
  }

  private async request(method: 'GET' | 'POST', url: URL, form?: string): Promise<Step> {
    this.visited.push(url.toString());
    const headers: Record<string, string> = { cookie: this.cookieHeader(url) };
    if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (url.origin === new URL(this.appUrl).origin) {
      const response = await this.app.inject({
        method,
        url: url.pathname + url.search,
        headers,
        payload: form,
      });
      const setCookies = response.headers['set-cookie'];
      this.store(url, setCookies === undefined ? [] : Array.isArray(setCookies) ? setCookies : [setCookies]);
      const location = response.headers.location;
      return {
        url: url.toString(),
        status: response.statusCode,
        body: response.body,
        location: location ?? null,
      };
    }
    const response = await fetch(url, { method, headers, body: form, redirect: 'manual' });
    this.store(url, response.headers.getSetCookie());
    return {
      url: url.toString(),
      status: response.status,
      body: await response.text(),
      location: response.headers.get('location'),
    };
  }

  private cookieHeader(url: URL): string {
    return [...(this.jar.get(url.host)?.entries() ?? [])]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  private store(url: URL, setCookies: string[]) {
    const cookies = this.jar.get(url.host) ?? new Map<string, string>();
    this.jar.set(url.host, cookies);
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      const expired = attributes.some(
        (attribute) =>
          /^max-age=0$/i.test(attribute) ||
          (/^expires=/i.test(attribute) && new Date(attribute.slice(8)).getTime() < Date.now()),
      );
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }
}
