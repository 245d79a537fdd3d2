import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** A file sent with a message; one with a `cid` is an inline image the HTML shows as `cid:…`. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

/** The mail port: one way out for every e-mail the product sends. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * How long a send may wait on the SMTP server (ms): nodemailer's own defaults (2 minutes to connect,
 * 10 of silence) would hold an answer's e-mail copy for minutes. A query in `SMTP_URL`
 * (`?connectionTimeout=…&greetingTimeout=…&socketTimeout=…`) overrides them.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Production: SMTP through nodemailer (`SMTP_URL`, with its user and password, `smtps://` for
 * implicit TLS; STARTTLS when the server offers it). A refusal (4xx/5xx), a server that is down or
 * one that does not answer in time makes `send` throw; each caller decides what that means.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Start-up check of `SMTP_URL`: connects, says hello and signs in (nodemailer's verify). Returns what
 * is wrong, naming the variable, or null. A mail server that is down is not a reason to refuse to
 * start (forms work without it): the caller logs it.
 */
export async function smtpServerProblem(smtpUrl: string): Promise<string | null> {
  const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl });
  try {
    await transport.verify();
    return null;
  } catch (error) {
    return `SMTP_URL: the mail server at ${new URL(smtpUrl).host} does not take mail (${(error as Error).message}); e-mails fail until it does`;
  } finally {
    transport.close();
  }
}

/** Embedded default: each message becomes an .eml file in the mail folder; its path is logged. */
export function folderMailer(folder: string, from: string, log?: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(folder, name);
      await writeFile(file, info.message as Buffer);
      log?.info({ mail: file, to: message.to, subject: message.subject }, 'mail written');
    },
  };
}
