import type { RegionRestriction } from '../../src/config/types.generated.ts';
import { accessVerdict, addressMatches } from './regionRestriction.ts';

test.each([
  { entry: '203.0.113.7', ip: '203.0.113.7', matches: true },
  { entry: '203.0.113.7', ip: '203.0.113.8', matches: false },
  { entry: '203.0.113.0/24', ip: '203.0.113.200', matches: true },
  { entry: '203.0.113.0/24', ip: '203.0.114.1', matches: false },
  { entry: '0.0.0.0/0', ip: '8.8.8.8', matches: true },
  { entry: '2001:db8::/32', ip: '2001:db8:1::5', matches: true },
  { entry: '2001:db8::/32', ip: '2001:db9::5', matches: false },
  { entry: '::1', ip: '::1', matches: true },
  { entry: '203.0.113.0/24', ip: '2001:db8::1', matches: false },
  { entry: '203.0.113.0/33', ip: '203.0.113.1', matches: false },
  { entry: '203.0.113.0/x', ip: '203.0.113.1', matches: false },
  { entry: 'localhost', ip: '127.0.0.1', matches: false },
  { entry: '127.0.0.1', ip: 'not-an-ip', matches: false },
])('$entry matches $ip: $matches', ({ entry, ip, matches }) => {
  expect(addressMatches(entry, ip)).toBe(matches);
});

const visitor = (ip: string, headers: Record<string, string> = {}) => ({
  ip,
  header: (name: string) => headers[name.toLowerCase()],
});

test.each<{ name: string; restriction: RegionRestriction; ip: string; headers?: Record<string, string>; verdict: { blocked: boolean; country?: string } }>([
  { name: 'nothing restricted', restriction: {}, ip: '203.0.113.7', verdict: { blocked: false } },
  { name: 'a listed address', restriction: { blockedIps: ['203.0.113.7'] }, ip: '203.0.113.7', verdict: { blocked: true } },
  { name: 'a listed range', restriction: { blockedIps: ['198.51.100.0/24'] }, ip: '198.51.100.9', verdict: { blocked: true } },
  {
    name: 'a country from the table, refused',
    restriction: { blockedCountries: ['US'], countryByIp: { '198.51.100.0/24': 'US' } },
    ip: '198.51.100.9',
    verdict: { blocked: true, country: 'US' },
  },
  {
    name: 'a country from the table, allowed',
    restriction: { blockedCountries: ['US'], countryByIp: { '198.51.100.0/24': 'US', '203.0.113.7': 'VN' } },
    ip: '203.0.113.7',
    verdict: { blocked: false, country: 'VN' },
  },
  { name: 'a country nobody can tell', restriction: { blockedCountries: ['US'] }, ip: '198.51.100.9', verdict: { blocked: false } },
  {
    name: "the proxy's header wins over the table",
    restriction: { blockedCountries: ['SG'], countryHeader: 'CF-IPCountry', countryByIp: { '203.0.113.7': 'VN' } },
    ip: '203.0.113.7',
    headers: { 'cf-ipcountry': 'sg' },
    verdict: { blocked: true, country: 'SG' },
  },
  {
    name: 'the proxy does not know (XX): the table decides',
    restriction: { blockedCountries: ['VN'], countryHeader: 'CF-IPCountry', countryByIp: { '203.0.113.7': 'VN' } },
    ip: '203.0.113.7',
    headers: { 'cf-ipcountry': 'XX' },
    verdict: { blocked: true, country: 'VN' },
  },
  {
    name: 'a header the merchant did not name is not believed',
    restriction: { blockedCountries: ['SG'] },
    ip: '203.0.113.7',
    headers: { 'cf-ipcountry': 'SG' },
    verdict: { blocked: false },
  },
])('$name', ({ restriction, ip, headers, verdict }) => {
  expect(accessVerdict(restriction, visitor(ip, headers))).toEqual(verdict);
});
