import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser, type ParsedMail } from 'mailparser';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';

/**
 * Real protocol servers the API tests start in their own process, on a random loopback port
 * (issue 18 item 3): an SMTP server that parses what it receives, an S3-protocol server, and a
 * small JSON-over-HTTP server for the contracts of the municipal systems.
 */

const listenOn = (server: Server | SMTPServer) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    // smtp-server keeps its net.Server as `.server`.
    const net = server instanceof SMTPServer ? server.server : server;
    server.listen(0, '127.0.0.1', () => resolve((net.address() as AddressInfo).port));
  });

/** A port nothing listens on (a server that is down). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listenOn(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ReceivedMail = ParsedMail & { envelope: { from: string; to: string[] }; user: string | null };

/** How the SMTP server answers: takes the mail, or refuses it with a 5xx at DATA or at RCPT TO. */
export type SmtpBehaviour = 'accept' | 'refuse-data' | 'refuse-recipient';

export type TestSmtpServer = {
  /** `smtp://user:pass@127.0.0.1:port` (the credentials it takes). */
  url: string;
  port: number;
  received: ReceivedMail[];
  behaviour: SmtpBehaviour;
  /** The first mail to `to` received after `since` (an index into `received`), waiting for it. */
  waitFor: (to: string, options?: { since?: number; timeoutMs?: number }) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/**
 * An SMTP server (smtp-server) taking AUTH PLAIN/LOGIN with one account over plain text on
 * loopback; each message is parsed (mailparser) with its envelope and the account that sent it.
 */
export async function startSmtpServer(
  credentials = { user: 'cabildo', pass: 'smtp-secret' },
): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    port: 0,
    received: [],
    behaviour: 'accept',
    waitFor: async (to, { since = 0, timeoutMs = 5000 } = {}) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = state.received.slice(since).find((mail) => mail.envelope.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass)
        return callback(null, { user: auth.username });
      return callback(refusal(535, 'Authentication failed'));
    },
    onRcptTo(address, _session, callback) {
      if (state.behaviour === 'refuse-recipient') return callback(refusal(550, 'Mailbox unavailable'));
      return callback();
    },
    onData(stream, session, callback) {
      // keepCidLinks: the HTML as sent (inline images as `cid:`, not rewritten to data URIs).
      simpleParser(stream, { keepCidLinks: true })
        .then((mail) => {
          if (state.behaviour === 'refuse-data') return callback(refusal(554, 'Transaction failed'));
          state.received.push(
            Object.assign(mail, {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              },
              user: (session.user as string | undefined) ?? null,
            }),
          );
          return callback();
        })
        .catch(callback);
    },
  });
  state.port = await listenOn(server);
  state.url = `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${state.port}`;
  return state;
}

/** A TCP server that accepts connections and never says a word (an SMTP server that hangs). */
export async function startSilentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  return {
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** The environment that points Cabildo's storage at it. */
  env: Record<string, string>;
  directory: string;
  close: () => Promise<void>;
};

/** An S3-protocol server (s3rver) with one bucket, its objects under a temporary folder. */
export async function startS3Server(bucket = 'cabildo-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'cabildo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_REGION: 'us-east-1',
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type ContractRequest = {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
};

/**
 * What the contract server answers to one request: JSON (status 200 unless given), raw text (a
 * malformed answer), or a delay first (a timeout). `hang` never answers.
 */
export type ContractReply =
  | { status?: number; json: unknown; delayMs?: number }
  | { status?: number; text: string; contentType?: string; delayMs?: number }
  | { hang: true };

export type ContractServer = {
  url: string;
  requests: ContractRequest[];
  /** Replaces how it answers (per test). */
  handle: (handler: (request: ContractRequest) => ContractReply) => void;
  close: () => Promise<void>;
};

const readJson = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return { unparsed: text };
  }
};

/**
 * A small HTTP server that speaks a JSON contract (the management system's, the citizen
 * registry's, the portal's, the booking system's): it records each POST and answers as the test
 * says. Its base path is `/api` so adapters are proven to keep a path prefix.
 */
export async function startContractServer(
  initial: (request: ContractRequest) => ContractReply = () => ({ status: 404, json: {} }),
): Promise<ContractServer> {
  let handler = initial;
  const requests: ContractRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    void readJson(request).then((body) => {
      const recorded = {
        path: (request.url ?? '').replace(/^\/api/, ''),
        authorization: request.headers.authorization,
        body,
      };
      requests.push(recorded);
      const reply = handler(recorded);
      if ('hang' in reply) {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      const send = () => {
        if ('json' in reply)
          response
            .writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
            .end(JSON.stringify(reply.json));
        else
          response
            .writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' })
            .end(reply.text);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  const port = await listenOn(server);
  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const WEB_ROUTES = fileURLToPath(new URL('../../../web/src/app/routes.tsx', import.meta.url));

/** Whether a path is one of the web app's routes (its route table's `path: '…'` patterns). */
export async function isWebRoute(pathname: string): Promise<boolean> {
  const source = await readFile(WEB_ROUTES, 'utf8');
  const patterns = [...source.matchAll(/path:\s*'([^']+)'/g)].map((match) => match[1]!);
  return patterns
    .filter((pattern) => pattern !== '*')
    .some((pattern) => {
      const regex = pattern
        .split('/')
        .map((part) =>
          part.startsWith(':')
            ? part.endsWith('?')
              ? '(?:/[^/]+)?'
              : '/[^/]+'
            : part === ''
              ? ''
              : `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        )
        .join('');
      return new RegExp(`^${regex || '/'}$`).test(pathname);
    });
}
