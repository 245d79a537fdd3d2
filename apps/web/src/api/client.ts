import type { ApiErrorBody, ErrorCatalogueKey, ErrorCode } from '@cabildo/domain';
import i18next from 'i18next';
import { fileNameOf } from '../components/saveBlob.ts';
import type { paths } from './schema.generated.ts';

/** An API answer other than 2xx, with the stable code of `{ error: { code, message } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly details?: unknown,
    /** The server's `Retry-After` (a 429, EXPORT_BUSY): how many seconds to wait; null when it gave none. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
  get isSessionLoss() {
    return this.status === 401;
  }
}

// The CSRF token of the current session (from login or /me); sent on every state-changing request.
let csrfToken: string | null = null;
export const setCsrfToken = (token: string | null) => {
  csrfToken = token;
};

/** The CSRF header for requests made outside `api()` (uploads with progress). */
export const csrfHeader = (): Record<string, string> => (csrfToken ? { 'x-csrf-token': csrfToken } : {});

type Listener = (error: ApiError) => void;
const sessionLossListeners = new Set<Listener>();
const blockedListeners = new Set<Listener>();
const subscribe = (listeners: Set<Listener>, listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
/** Called when any request finds the session gone (401), so the app can send the person to sign in. */
export const onSessionLoss = (listener: Listener) => subscribe(sessionLossListeners, listener);
/**
 * Called when any request answers 403 MUNICIPALITY_DISABLED: the municipality was disabled while
 * the person was signed in, so the app shows the blocked screen and signs out.
 */
export const onMunicipalityBlocked = (listener: Listener) => subscribe(blockedListeners, listener);

export type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** No broadcast of 401 or MUNICIPALITY_DISABLED: the caller handles them itself (/me, login, logout). */
  quietSessionLoss?: boolean;
  /** Headers of this request only (the citizen portal's `Authorization: Citizen <token>`). */
  headers?: Record<string, string>;
};

/** `Retry-After` as seconds from now: a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterSecondsOf(header: string | null): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** Sends a request; any answer other than 2xx becomes an ApiError (and 401s are broadcast). */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  // The interface language chosen (not the one its texts fall back to, which <html lang> says): the
  // server writes its e-mails, records and exports in it, with fallbacks of its own.
  const language = i18next.isInitialized ? i18next.language : document.documentElement.lang;
  if (language) headers['accept-language'] = language;
  Object.assign(headers, options.headers);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', 'network error');
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  const error = new ApiError(
    response.status,
    body?.error.code ?? 'INTERNAL',
    body?.error.message ?? response.statusText,
    body?.error.details,
    retryAfterSecondsOf(response.headers.get('retry-after')),
  );
  if (!options.quietSessionLoss) {
    if (error.isSessionLoss) for (const listener of sessionLossListeners) listener(error);
    else if (error.code === 'MUNICIPALITY_DISABLED') for (const listener of blockedListeners) listener(error);
  }
  throw error;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Path = keyof paths;
/** The API's paths (as the description writes them, `/api/forms/{id}`) that answer `method`. */
export type PathOf<M extends Method> = {
  [P in Path]: paths[P] extends { [K in M]: object } ? P : never;
}[Path];
type OperationOf<P extends Path, M extends Method> = paths[P] extends { [K in M]: infer O } ? O : never;
type Json<C> = C extends { content: { 'application/json': infer B } } ? B : undefined;
/** What a call sends: the path's parameters, its query and its JSON body, typed from the description. */
type Input<O> = (O extends { parameters: infer P } ? Omit<P, 'header' | 'cookie'> : object) &
  (O extends { requestBody: infer R } ? { body: Json<R> } : { body?: never });
/** What a call receives: the JSON body of its 2xx answer (undefined for 202 and 204). */
export type Output<O> = O extends { responses: infer R }
  ? { [S in keyof R]: S extends 200 | 201 | 202 | 204 ? Json<R[S]> : never }[keyof R]
  : never;
type Options<O> = Input<O> & Omit<RequestOptions, 'method' | 'body'>;
/** The options, required when the call has a required parameter or body. */
type Args<O> = object extends Input<O> ? [options?: Options<O>] : [options: Options<O>];
type Call<M extends Method> = <P extends PathOf<M>>(
  path: P,
  ...options: Args<OperationOf<P, M>>
) => Promise<Output<OperationOf<P, M>>>;

type Parameters = { path?: Record<string, string | number>; query?: Record<string, unknown> };

/**
 * The URL of a path of the description with its parameters: `{name}` filled from `path` (encoded),
 * `query` as the query string (undefined and null left out, arrays repeated).
 */
function urlOf(template: string, { path, query }: Parameters = {}): string {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(path?.[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) search.append(key, String(item));
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/** A URL of the API for what is not called through `api` (links, downloads, uploads with progress, event streams). */
export const apiUrl = <M extends Method, P extends PathOf<M>>(
  _method: M,
  path: P,
  ...[options]: object extends Input<OperationOf<P, M>>
    ? [options?: Input<OperationOf<P, M>>]
    : [options: Input<OperationOf<P, M>>]
): string => urlOf(path, options as Parameters | undefined);

function call<M extends Method>(method: M): Call<M> {
  return async (path, ...[options]) => {
    const { path: _path, query: _query, ...rest } = (options ?? {}) as Parameters & RequestOptions;
    const response = await send(
      urlOf(path, options as Parameters | undefined),
      {
        ...rest,
        method: method.toUpperCase(),
      },
      'application/json',
    );
    if (response.status === 204 || response.status === 202) return undefined as never;
    return (await response.json()) as never;
  };
}

/**
 * The API, typed from its description (schema.generated.ts, `npm run api:generate`): the path as
 * the description writes it, its parameters and body checked, its answer typed.
 * `await api.get('/api/forms/{id}', { path: { id } })`.
 */
export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
};

/** A GET whose answer is binary (the answers map's points): its bytes, not parsed. */
export async function apiBytes<P extends PathOf<'get'>>(
  path: P,
  ...[options]: Args<OperationOf<P, 'get'>>
): Promise<ArrayBuffer> {
  const { path: _path, query: _query, ...rest } = (options ?? {}) as Parameters & RequestOptions;
  const response = await send(
    urlOf(path, options as Parameters | undefined),
    rest,
    'application/octet-stream',
  );
  return response.arrayBuffer();
}

/** A file the server sends as a download (a PDF record): its bytes and the name it gives it. */
export type DownloadedFile = { blob: Blob; fileName: string };

/** Like `api`, for a download: the body as a Blob with the file name of its Content-Disposition. */
export async function apiFile<M extends 'get' | 'post', P extends PathOf<M>>(
  method: M,
  path: P,
  fallbackName: string,
  ...[options]: Args<OperationOf<P, M>>
): Promise<DownloadedFile> {
  const { path: _path, query: _query, ...rest } = (options ?? {}) as Parameters & RequestOptions;
  const response = await send(
    urlOf(path, options as Parameters | undefined),
    { ...rest, method: method.toUpperCase() },
    '*/*',
  );
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
  };
}

export type ErrorKey = ErrorCatalogueKey | 'errors.network' | 'errors.generic';

/**
 * The catalogue key of an error, for `t()`: `errors.<CODE>`, the registry's key of every code (the
 * server's message is never shown; the errors catalogue has a text for each code, which its type
 * checks); a code this build does not know yet gets the generic text. Asked of the catalogue, not
 * of the registry, so the registry stays out of every page's first load.
 */
export function errorKey(error: unknown): ErrorKey {
  if (!(error instanceof ApiError)) return 'errors.generic';
  if (error.code === 'NETWORK') return 'errors.network';
  const key = `errors.${error.code}` as ErrorCatalogueKey;
  return i18next.exists(key) ? key : 'errors.generic';
}
