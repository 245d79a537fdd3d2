import { describe, expect, it } from 'vitest';
import { addressAllowed, addressesRefusal } from '../../../src/modules/webhooks/addresses.ts';
import { signWebhook } from '../../../src/modules/webhooks/signing.ts';

describe('webhook address policy', () => {
  const strict = { allowPrivateAddresses: false };
  const internal = { allowPrivateAddresses: true };

  it('takes public addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(addressAllowed(address, strict), address).toBe(true);
  });

  it('refuses loopback and private networks unless the configuration allows them', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.3',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.0.1',
      '100.64.0.1',
      '::1',
      'fd12:3456::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
    ]) {
      expect(addressAllowed(address, strict), address).toBe(false);
      expect(addressAllowed(address, internal), address).toBe(true);
    }
    expect(addressAllowed('172.32.0.1', strict)).toBe(true);
  });

  it('refuses link-local (cloud metadata), unspecified, multicast, reserved and embedding ranges always', () => {
    for (const address of [
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '::',
      'fe80::1',
      'ff02::1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      '2001:db8::1',
      '::ffff:169.254.169.254',
      'not-an-address',
    ])
      expect(addressAllowed(address, internal), address).toBe(false);
  });

  it('reads IPv6 forms that embed an IPv4 address by the IPv4 they carry, dotted or in hex', () => {
    // ipaddr.js alone reads "::a.b.c.d" (IPv4-compatible) as IPv4-mapped: loopback, taken by the
    // private-network setting. It is refused always, as every embedding form of a non-public IPv4.
    for (const address of ['::127.0.0.1', '::ffff:0:127.0.0.1', '::ffff:0:10.0.0.1', '2002:7f00:1::1'])
      expect(addressAllowed(address, internal), address).toBe(false);
    for (const address of ['::8.8.8.8', '::ffff:0:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1'])
      expect(addressAllowed(address, strict), address).toBe(true);
    // Outside 2000::/3 nothing is assigned for unicast yet.
    expect(addressAllowed('4000::1', internal)).toBe(false);
  });

  it('takes http only to loopback, and only when allowed', () => {
    const http = new URL('http://localhost:8080/hooks');
    const loopback = [{ address: '127.0.0.1', family: 4 }];
    const policy = { allowPrivateAddresses: false, allowHttpLoopback: true };
    expect(addressesRefusal(http, loopback, policy)).toBeNull();
    expect(addressesRefusal(http, [...loopback, { address: '10.0.0.1', family: 4 }], policy)).toBe(
      'notHttps',
    );
    expect(addressesRefusal(http, loopback, { ...policy, allowHttpLoopback: false })).toBe('notHttps');
    expect(addressesRefusal(new URL('https://localhost/'), loopback, policy)).toBe('addressNotAllowed');
  });
});

describe('webhook signature', () => {
  it('is HMAC-SHA256 of "t.body" under the secret, in hex', () => {
    // Computed beforehand with `openssl dgst -sha256 -hmac whsec_test-secret`.
    expect(signWebhook('whsec_test-secret', 1_700_000_000, '{"id":"d1","type":"answer.created"}')).toBe(
      't=1700000000,v1=0d560548cf010fa08b4465d29405607bb3b61bdffa0b117cfe2a0f3e6569e04f',
    );
  });
});
