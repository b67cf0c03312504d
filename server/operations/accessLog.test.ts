import { loggedTarget } from './accessLog.ts';

test.each([
  ['/m/home', '/m/home'],
  ['/m/home?merchant=royal88&language=EN', '/m/home?merchant=royal88&language=EN'],
  ['/m/home?affiliateCode=AFF1&fbclid=FB1', '/m/home?affiliateCode=[redacted]&fbclid=[redacted]'],
  ['/wps/x?token=abc&merchant=royal88', '/wps/x?token=[redacted]&merchant=royal88'],
  ['/m/reset?eyJhbGciOi.secret', '/m/reset?[redacted]'],
  ['/m/home?%6Derchant=royal88&%zz=1', '/m/home?%6Derchant=royal88&%zz=[redacted]'],
  ['/m/home?', '/m/home?'],
])('%s is logged as %s', (target, logged) => {
  expect(loggedTarget(target)).toBe(logged);
});
