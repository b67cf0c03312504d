import type { MerchantFile } from '../src/config/types.generated.ts';
import { statusSettingProblems } from './statusSettings.ts';

const merchant = (over: Partial<MerchantFile>) => ({ domains: ['m.royal88.test', 'royal88.test'], regionRestriction: {}, ...over }) as MerchantFile;

test.each<{ name: string; over: Partial<MerchantFile>; problems: { pointer: string; message: string }[] }>([
  { name: 'nothing set', over: {}, problems: [] },
  {
    name: 'sound settings',
    over: {
      regionRestriction: { blockedIps: ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'], countryByIp: { '127.0.0.1': 'VN' } },
      lines: ['m.royal88.test', 'https://royal88.test'],
      lineSpeedTest: { path: '/m/lineSwitch', pingDelayMs: { 'royal88.test': 2000 } },
    },
    problems: [],
  },
  {
    name: 'an address that is not one',
    over: { regionRestriction: { blockedIps: ['203.0.113.7', '203.0.113.300'], countryByIp: { localhost: 'VN' } } },
    problems: [
      { pointer: '/regionRestriction/blockedIps/1', message: '"203.0.113.300" is not an IP address or CIDR range' },
      { pointer: '/regionRestriction/countryByIp/localhost', message: '"localhost" is not an IP address or CIDR range' },
    ],
  },
  {
    name: 'a route the product has',
    over: { lineSpeedTest: { path: '/m/home' } },
    problems: [{ pointer: '/lineSpeedTest/path', message: '"/m/home" is already a route of the product' }],
  },
  {
    name: 'a line or slow host of someone else',
    over: { lines: ['https://evil.example'], lineSpeedTest: { pingDelayMs: { 'other.test': 100 } } },
    problems: [
      { pointer: '/lines/0', message: '"evil.example" is not one of the merchant\'s domains' },
      { pointer: '/lineSpeedTest/pingDelayMs/other.test', message: '"other.test" is not one of the merchant\'s domains' },
    ],
  },
])('$name', ({ over, problems }) => {
  expect(statusSettingProblems(merchant(over))).toEqual(problems);
});
