import type { IncomingMessage } from 'node:http';
import { clientIp, trustedProxyList } from './request.ts';

const request = (peer: string, forwarded?: string | string[]) =>
  ({ socket: { remoteAddress: peer }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;
const proxies = trustedProxyList(['127.0.0.1', '10.0.0.0/8', '::1']);

test.each([
  { name: 'no trusted proxy: the peer, whatever the header says', peer: '203.0.113.9', forwarded: '1.2.3.4', list: undefined, ip: '203.0.113.9' },
  { name: 'an untrusted peer: the peer', peer: '203.0.113.9', forwarded: '1.2.3.4', list: proxies, ip: '203.0.113.9' },
  { name: 'a trusted peer: the address it forwards', peer: '127.0.0.1', forwarded: '198.51.100.7', list: proxies, ip: '198.51.100.7' },
  { name: 'IPv4-mapped peers count as IPv4', peer: '::ffff:127.0.0.1', forwarded: '198.51.100.7', list: proxies, ip: '198.51.100.7' },
  { name: 'a client-written entry further left is not believed', peer: '127.0.0.1', forwarded: '6.6.6.6, 198.51.100.7', list: proxies, ip: '198.51.100.7' },
  { name: 'a chain of trusted proxies is walked through', peer: '127.0.0.1', forwarded: '198.51.100.7, 10.2.3.4', list: proxies, ip: '198.51.100.7' },
  { name: 'repeated headers are one chain', peer: '127.0.0.1', forwarded: ['6.6.6.6', '198.51.100.7'], list: proxies, ip: '198.51.100.7' },
  { name: 'garbage where the proxy writes: the peer', peer: '127.0.0.1', forwarded: 'not-an-ip', list: proxies, ip: '127.0.0.1' },
  { name: 'a trusted peer without the header: the peer', peer: '::1', forwarded: undefined, list: proxies, ip: '::1' },
])('$name', ({ peer, forwarded, list, ip }) => {
  expect(clientIp(request(peer, forwarded), list)).toBe(ip);
});

test('a misspelt trusted proxy stops the start', () => {
  expect(() => trustedProxyList(['10.0.0.0/8', 'proxy.local'])).toThrow(/proxy\.local/);
});
