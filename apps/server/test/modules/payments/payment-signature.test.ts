import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeParameters,
  encodeParameters,
  orderKey,
  parameter,
  signatureMatches,
  signNotification,
  signRequest,
} from '../../../src/adapters/payment-gateway/signature.ts';

/**
 * Test vectors of the gateway's test environment (the public test merchant secret of Redsys'
 * documentation, 999008881 / terminal 1), as published in the fixtures of the open-source
 * redsys-easy library (test/fixtures/rest/redirect.ts and src/crypto.test.ts): values only.
 */
const SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const REQUEST_PARAMETERS =
  'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=';
const REQUEST_SIGNATURE = 'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=';
const NOTIFICATION_PARAMETERS =
  'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDA0IiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiNDk5OSIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwNzI2cUkzSDdzWngiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDUyMDI5IiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiIxIn0=';
const NOTIFICATION_SIGNATURE = '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=';

describe('gateway signature (HMAC_SHA256_V1)', () => {
  it('derives the per-order 3DES key of the published vectors', () => {
    expect(orderKey(SECRET, '012345678').toString('base64')).toBe('ub0/L8+E9+9ITQJwk3SvHA==');
    expect(orderKey(SECRET, '0726qI3H7sZx').toString('base64')).toBe('GViV77kFjMPKVUcE9qxzlg==');
  });

  it('signs the published request and verifies the published notification', () => {
    expect(signRequest(SECRET, '0726qI3H7sZx', REQUEST_PARAMETERS)).toBe(REQUEST_SIGNATURE);
    expect(signNotification(SECRET, '0726qI3H7sZx', NOTIFICATION_PARAMETERS)).toBe(NOTIFICATION_SIGNATURE);
    expect(signatureMatches(SECRET, '0726qI3H7sZx', NOTIFICATION_PARAMETERS, NOTIFICATION_SIGNATURE)).toBe(
      true,
    );
    // Either Base64 alphabet verifies.
    expect(signatureMatches(SECRET, '0726qI3H7sZx', REQUEST_PARAMETERS, REQUEST_SIGNATURE)).toBe(true);
  });

  it('decodes the notification, URL-encoded values included', () => {
    const parameters = decodeParameters(NOTIFICATION_PARAMETERS)!;
    expect(parameter(parameters, 'Ds_Order')).toBe('0726qI3H7sZx');
    expect(parameter(parameters, 'ds_amount')).toBe('4999');
    expect(parameter(parameters, 'Ds_Date')).toBe('22/10/2021');
    expect(parameter(parameters, 'Ds_Response')).toBe('0000');
    expect(decodeParameters('not base64!')).toBeNull();
    expect(decodeParameters(Buffer.from('[1,2]').toString('base64'))).toBeNull();
  });

  it('refuses a secret that is not a 3DES key', () => {
    expect(() => signRequest('c2hvcnQ=', '000000000001', REQUEST_PARAMETERS)).toThrow();
  });

  it('never verifies a tampered parameter', () => {
    const order = '000000000042';
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 20 }), {
          minKeys: 1,
          maxKeys: 6,
        }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (values, at, flip) => {
          const encoded = encodeParameters(values);
          const signature = signNotification(SECRET, order, encoded);
          const bytes = Buffer.from(encoded, 'utf8');
          bytes[at % bytes.length] = bytes[at % bytes.length]! ^ flip;
          const tampered = bytes.toString('utf8');
          return tampered === encoded || !signatureMatches(SECRET, order, tampered, signature);
        },
      ),
    );
  });

  it('never verifies a tampered signature, another order or another secret', () => {
    const encoded = encodeParameters({ Ds_Order: '000000000042', Ds_Amount: '5000', Ds_Response: '0000' });
    const signature = signNotification(SECRET, '000000000042', encoded);
    expect(signatureMatches(SECRET, '000000000042', encoded, signature)).toBe(true);
    expect(signatureMatches(SECRET, '000000000043', encoded, signature)).toBe(false);
    const otherSecret = Buffer.alloc(24, 7).toString('base64');
    expect(signatureMatches(otherSecret, '000000000042', encoded, signature)).toBe(false);
    expect(signatureMatches(SECRET, '000000000042', encoded, '')).toBe(false);
    expect(signatureMatches(SECRET, '000000000042', encoded, 'not a signature')).toBe(false);
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 255 }), (at, flip) => {
        const bytes = Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
        bytes[at % bytes.length] = bytes[at % bytes.length]! ^ flip;
        return !signatureMatches(SECRET, '000000000042', encoded, bytes.toString('base64'));
      }),
    );
  });
});
