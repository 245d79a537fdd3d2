import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { bookingSecret, EMBEDDED_BOOKING_PATH, embeddedBookingSystem } from './booking/embedded.ts';
import { httpBookingSystem } from './booking/http.ts';
import type { BookingSystem } from './booking/port.ts';
import { citizenPortalSecret, embeddedCitizenPortal } from './citizen-portal/embedded.ts';
import { httpCitizenPortal } from './citizen-portal/http.ts';
import type { CitizenPortal } from './citizen-portal/port.ts';
import { embeddedCitizenRegistry } from './citizen-registry/embedded.ts';
import { httpCitizenRegistry } from './citizen-registry/http.ts';
import type { CitizenRegistry } from './citizen-registry/port.ts';
import { nominatimGeocoding } from './geocoding/nominatim.ts';
import type { Geocoding } from './geocoding/port.ts';
import { folderMailer, smtpMailer, type Mailer } from './mail/mailer.ts';
import { embeddedManagementSystem } from './management-system/embedded.ts';
import { httpManagementSystem } from './management-system/http.ts';
import type { ManagementSystem } from './management-system/port.ts';
import type { PaymentGateway } from './payment-gateway/port.ts';
import { paymentGatewayOf } from './payment-gateway/redsys.ts';
import type { Storage } from './storage/port.ts';
import { localStorage } from './storage/local.ts';
import { s3Storage } from './storage/s3.ts';

/** The adapters a test may bring instead of the configured ones. */
export type AdapterOverrides = {
  mailer?: Mailer;
  managementSystem?: ManagementSystem;
  citizenPortal?: CitizenPortal;
  booking?: BookingSystem;
};

export type Adapters = {
  mailer: Mailer;
  managementSystem: ManagementSystem;
  citizenRegistry: CitizenRegistry;
  citizenPortal: CitizenPortal;
  paymentGateway: PaymentGateway;
  booking: BookingSystem;
  storage: Storage;
  geocoding: Geocoding;
  /** The embedded booking system (no BOOKING_URL): its codes' key, for its page (routes.ts). */
  embeddedBooking: { secret: string } | null;
};

/**
 * Each outside system the configuration names (its URL), else the embedded stand-in: mail to
 * DATA_DIR/mail, the embedded management system, registry, portal, booking page and card sandbox,
 * files under DATA_DIR/files.
 */
export function selectAdapters(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: AdapterOverrides = {},
): Adapters {
  const timeout = config.integrationTimeoutMs;
  const mailFolder = path.join(config.dataDir, 'mail');
  const embeddedBooking = config.booking.url
    ? null
    : { secret: bookingSecret(config.booking.secret, config.dataDir) };
  return {
    mailer:
      overrides.mailer ??
      (config.smtpUrl
        ? smtpMailer(config.smtpUrl, config.mailFrom)
        : folderMailer(mailFolder, config.mailFrom, log)),
    managementSystem:
      overrides.managementSystem ??
      (config.managementSystem
        ? httpManagementSystem(config.managementSystem.url, config.managementSystem.token, timeout)
        : embeddedManagementSystem(database.db, mailFolder)),
    citizenRegistry: config.citizenRegistry
      ? httpCitizenRegistry(config.citizenRegistry.url, config.citizenRegistry.token, timeout)
      : embeddedCitizenRegistry(database.db),
    citizenPortal:
      overrides.citizenPortal ??
      (config.citizenPortal.url
        ? httpCitizenPortal(config.citizenPortal.url, config.citizenPortal.token, timeout)
        : embeddedCitizenPortal(citizenPortalSecret(config.citizenPortal.secret, config.dataDir))),
    paymentGateway: paymentGatewayOf(config.payments.gatewayUrl, config.appUrl),
    booking:
      overrides.booking ??
      (config.booking.url
        ? httpBookingSystem(config.booking.url, config.booking.token, config.booking.authorizeUrl!, timeout)
        : embeddedBookingSystem(embeddedBooking!.secret, `${config.appUrl}${EMBEDDED_BOOKING_PATH}`)),
    storage: config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'files')),
    geocoding: nominatimGeocoding({
      defaultUrl: config.geocodingUrl,
      userAgent: `Cabildo (${config.appUrl})`,
    }),
    embeddedBooking,
  };
}
