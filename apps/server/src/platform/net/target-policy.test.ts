import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { classifyAddress, hostProblem, publicOnlyLookup, type AddressClass } from './target-policy';

/* The one policy of what Candid may call (issue 28): a case for every class of address and name. */

describe('classifyAddress', () => {
  const cases: Record<Exclude<AddressClass, 'this-host' | 'invalid'>, string[]> = {
    public: ['8.8.8.8', '1.1.1.1', '2606:4700::1111', '2a00:1450:4001:81b::200e', '192.0.3.1', '198.20.0.1'],
    'this-network': ['0.0.0.0', '0.1.2.3', '::'],
    private: ['10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1'],
    shared: ['100.64.0.1', '100.127.255.254'],
    loopback: ['127.0.0.1', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1'],
    'link-local': ['169.254.169.254', 'fe80::1', 'fe80::1%eth0'],
    'ietf-protocol': ['192.0.0.8', '2001:2::1'],
    documentation: ['192.0.2.2', '198.51.100.7', '203.0.113.9', '2001:db8::1', '3fff::1'],
    benchmarking: ['198.18.0.1', '198.19.255.255'],
    reserved: ['240.0.0.1', '192.88.99.1', '5f00::1'],
    multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1'],
    broadcast: ['255.255.255.255'],
    'ipv4-mapped': ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:8.8.8.8'],
    'ipv4-compatible': ['::7f00:1', '::127.0.0.1', '::10.0.0.1'],
    nat64: ['64:ff9b::7f00:1', '64:ff9b::8.8.8.8', '64:ff9b:1::1'],
    discard: ['100::1'],
    teredo: ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    '6to4': ['2002:7f00:1::1', '2002:c000:0204::1'],
    'unique-local': ['fc00::1', 'fd12:3456::1'],
    'site-local': ['fec0::1'],
  };
  for (const [kind, addresses] of Object.entries(cases)) {
    it(`classes ${addresses.join(', ')} as ${kind}`, () => {
      for (const address of addresses) expect(classifyAddress(address), address).toBe(kind);
      // With brackets, as a URL writes IPv6, the same.
      for (const address of addresses.filter((a) => a.includes(':'))) expect(classifyAddress(`[${address}]`), address).toBe(kind);
    });
  }

  it("refuses every address of this host's own interfaces, whatever its range", () => {
    const own = Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((a) => a.address));
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) expect(classifyAddress(address), address).not.toBe('public');
  });

  it('answers invalid for anything that is not an address', () => {
    for (const text of ['', 'localhost', '1.2.3', '999.1.1.1', '::g']) expect(classifyAddress(text), text).toBe('invalid');
  });
});

describe('hostProblem', () => {
  it('passes public names and public addresses', () => {
    for (const host of ['hooks.example.com', 'api.customer.co.uk', '8.8.8.8', '[2606:4700::1111]', 'hooks.example.com.']) expect(hostProblem(host), host).toBeNull();
  });

  it('refuses loopback and internal names, with or without a trailing dot, and single-label names', () => {
    for (const host of ['localhost', 'localhost.', 'LOCALHOST.', 'api.localhost', 'printer.local', 'db.internal', 'router.home.arpa', 'intranet', 'metadata', 'metadata.', 'kubernetes', 'a..b.com']) {
      expect(hostProblem(host), host).not.toBeNull();
    }
  });

  it('refuses every non-public address in the forms a URL parser leaves', () => {
    // WHATWG URL turns 2130706433, 0x7f.1 and 0177.0.0.1 into 127.0.0.1, and shortens IPv6.
    for (const raw of ['https://2130706433/', 'https://0x7f.1/', 'https://0177.0.0.1/', 'https://[::7f00:1]/', 'https://[64:ff9b::7f00:1]/', 'https://[::ffff:127.0.0.1]/', 'https://192.0.2.2:8443/hook']) {
      const host = new URL(raw).hostname;
      expect(hostProblem(host), `${raw} -> ${host}`).not.toBeNull();
    }
  });
});

describe('publicOnlyLookup (at connection time)', () => {
  it('refuses a public-looking name that resolves inward (DNS rebinding), without connecting', async () => {
    let connections = 0;
    const receiver = http.createServer((_req, res) => res.end('reached'));
    receiver.on('connection', () => connections++);
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    // What an attacker's name server answers for their name once the URL was saved.
    const rebinding = publicOnlyLookup((_name, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]));
    const agent = new http.Agent({ lookup: rebinding } as http.AgentOptions);
    try {
      const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
        http.get(`http://hooks.attacker.example.com:${port}/`, { agent }, () => resolve(new Error('answered') as NodeJS.ErrnoException)).on('error', resolve);
      });
      expect(error.code).toBe('EPRIVATE');
      expect(error.message).toContain('loopback');
      expect(connections).toBe(0);

      // The same name answering a public address and a private one is refused too.
      const mixed = publicOnlyLookup((_name, _options, callback) => callback(null, [{ address: '8.8.8.8', family: 4 }, { address: '10.0.0.1', family: 4 }]));
      const mixedError = await new Promise<NodeJS.ErrnoException | null>((resolve) => mixed('x.example.com', {}, (err) => resolve(err)));
      expect(mixedError?.code).toBe('EPRIVATE');
      // And a public answer passes through as is.
      const fine = publicOnlyLookup((_name, _options, callback) => callback(null, [{ address: '8.8.8.8', family: 4 }]));
      const address = await new Promise<unknown>((resolve) => fine('x.example.com', {}, (_err, a) => resolve(a)));
      expect(address).toBe('8.8.8.8');
    } finally {
      agent.destroy();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
