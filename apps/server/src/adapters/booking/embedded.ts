import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  addDays,
  isMunicipalityTimeZone,
  SAVED_PATH,
  localDayAndHour,
  type AgendaList,
  type BookingCodeRequest,
} from '@cabildo/domain';
import { z } from 'zod';
import { keptSecret } from '../../db/secret-box.ts';
import type { BookingSystem } from './port.ts';

/** How long a code opens the embedded booking page (docs/decisions.md). */
export const BOOKING_CODE_VALIDITY_MS = 2 * 60 * 60 * 1000;
/** Where the embedded booking page is served (the embedded system's authorise address). */
export const EMBEDDED_BOOKING_PATH = '/turnero/autorizar';

/** The demo booking system's tenant and agendas (the same for every municipality). */
export const DEMO_AGENDAS: AgendaList = {
  tenantId: '1',
  tenantUniqueName: 'cabildo-demo',
  agendas: [
    { id: 'obras-veredas', name: 'Obras públicas — inspección de veredas' },
    { id: 'ambiente-arbolado', name: 'Ambiente — arbolado y poda' },
    { id: 'atencion-vecino', name: 'Atención al vecino' },
  ],
};

const sealedSchema = z.object({
  v: z.literal(1),
  request: z.object({
    answerId: z.uuid(),
    answerCode: z.string(),
    formId: z.string(),
    formTitle: z.string(),
    language: z.string().max(10),
    municipalityId: z.string(),
    // Codes sealed before the zone was sent have none: the server's then.
    timeZone: z
      .string()
      .refine(isMunicipalityTimeZone)
      .default(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    agenda: z.object({ id: z.string(), name: z.string() }),
    tenantUniqueName: z.string(),
    // Codes sealed before the page linked back have none: no way back is offered then.
    savedPath: z.string().regex(SAVED_PATH).optional().catch(undefined),
    citizen: z
      .object({
        document: z.string().nullable(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
      })
      .nullable(),
  }),
  /** Expiry, epoch milliseconds. */
  exp: z.number().int(),
});

const keyOf = (secret: string) => createHash('sha256').update(`cabildo-booking-code:${secret}`).digest();

/**
 * The embedded getTurneroEncryptCode: AES-256-GCM over the request and its expiry, the tenant as
 * additional data (a code shown with another tenant does not open). `base64url(iv | ciphertext | tag)`.
 */
export function sealBookingCode(
  secret: string,
  request: BookingCodeRequest,
  tenant: string,
  expiresAt: Date,
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(tenant, 'utf8'));
  const body = JSON.stringify({ v: 1, request, exp: expiresAt.getTime() });
  const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The request a code carries when it was sealed under this secret for this tenant and has not expired; else null. */
export function openBookingCode(
  secret: string,
  code: string,
  tenant: string,
  now = new Date(),
): BookingCodeRequest | null {
  if (code.length > 8000 || !/^[A-Za-z0-9_-]+$/.test(code)) return null;
  const raw = Buffer.from(code, 'base64url');
  if (raw.length < 12 + 16 + 2) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(tenant, 'utf8'));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const body = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
    const parsed = sealedSchema.safeParse(JSON.parse(body.toString('utf8')));
    if (!parsed.success || parsed.data.exp <= now.getTime()) return null;
    return parsed.data.request;
  } catch {
    return null;
  }
}

/** The embedded key: BOOKING_SECRET, else one generated once and kept in DATA_DIR/booking.key. */
export function bookingSecret(configured: string | null, dataDir: string): string {
  return keptSecret(configured, dataDir, 'booking.key');
}

/** Embedded getTurneroGroupProcedure and getTurneroEncryptCode: the demo agendas and sealed codes. */
export function embeddedBookingSystem(
  secret: string,
  authorizeUrl: string,
  clock: () => Date = () => new Date(),
): BookingSystem {
  return {
    authorizeUrl,
    async listAgendas() {
      return DEMO_AGENDAS;
    },
    async encryptCode(request) {
      const tenant = request.tenantUniqueName || DEMO_AGENDAS.tenantUniqueName;
      const expiresAt = new Date(clock().getTime() + BOOKING_CODE_VALIDITY_MS);
      return { code: sealBookingCode(secret, request, tenant, expiresAt), tenant };
    },
  };
}

/** A slot of the demo agendas: `YYYY-MM-DDTHH:MM`, the wall clock of the municipality's time zone. */
export type BookingSlot = string;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The demo agendas' slots: the next five working days after today (today in `timeZone`, the
 * municipality's), 09:00 to 12:30 every half hour.
 */
export function demoSlots(now: Date, timeZone: string, days = 5): BookingSlot[] {
  const slots: BookingSlot[] = [];
  let day = localDayAndHour(now, timeZone).day;
  while (slots.length < days * 8) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let minutes = 9 * 60; minutes < 13 * 60; minutes += 30)
      slots.push(`${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  return slots;
}

export type Booking = { answerId: string; agendaId: string; slot: BookingSlot; bookedAt: string };

const bookingSchema = z.object({
  answerId: z.string(),
  agendaId: z.string(),
  slot: z.string(),
  bookedAt: z.string(),
});

const isExisting = (error: unknown) => (error as { code?: string }).code === 'EEXIST';
const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';
const safeName = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

/**
 * The embedded system's bookings, as files under DATA_DIR/booking (it stands in for another
 * system: Cabildo's database is not its place). A slot file and an answer file are created
 * exclusively, so a slot is booked once and an answer books once, even with requests in parallel.
 */
export class EmbeddedBookingStore {
  constructor(private readonly folder: string) {}

  private answerFile(answerId: string) {
    return path.join(this.folder, 'answers', `${safeName(answerId)}.json`);
  }

  private slotFile(agendaId: string, slot: BookingSlot) {
    return path.join(this.folder, 'slots', safeName(agendaId), `${slot.replace(':', '')}.json`);
  }

  async bookingOf(answerId: string): Promise<Booking | null> {
    try {
      return bookingSchema.parse(JSON.parse(await readFile(this.answerFile(answerId), 'utf8')));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The slots of an agenda already booked among `slots`. */
  async taken(agendaId: string, slots: BookingSlot[]): Promise<Set<BookingSlot>> {
    const taken = new Set<BookingSlot>();
    await Promise.all(
      slots.map(async (slot) => {
        try {
          await readFile(this.slotFile(agendaId, slot));
          taken.add(slot);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }),
    );
    return taken;
  }

  /** Books the slot for the answer: the answer's booking (this one or the earlier), or 'taken'. */
  async book(
    answerId: string,
    agendaId: string,
    slot: BookingSlot,
    now = new Date(),
  ): Promise<Booking | 'taken'> {
    const earlier = await this.bookingOf(answerId);
    if (earlier) return earlier;
    const booking: Booking = { answerId, agendaId, slot, bookedAt: now.toISOString() };
    const slotFile = this.slotFile(agendaId, slot);
    await mkdir(path.dirname(slotFile), { recursive: true });
    try {
      await writeFile(slotFile, JSON.stringify(booking), { flag: 'wx' });
    } catch (error) {
      if (isExisting(error)) return 'taken';
      throw error;
    }
    const answerFile = this.answerFile(answerId);
    await mkdir(path.dirname(answerFile), { recursive: true });
    try {
      await writeFile(answerFile, JSON.stringify(booking), { flag: 'wx' });
      return booking;
    } catch (error) {
      // The same answer booked another slot at the same moment: that one stands, this slot is freed.
      await unlink(slotFile).catch(() => undefined);
      if (isExisting(error)) return (await this.bookingOf(answerId)) ?? 'taken';
      throw error;
    }
  }
}
