import { fixedWork, verdict } from './machineCheck.ts';

describe('machine check', () => {
  test.each([
    [[150, 180, 200], 2000, false],
    [[2500, 1900, 2100], 2000, false],
    [[2100, 2500, 3000], 2000, true],
  ])('timings %j against a limit of %i ms: too slow %s', (timings, limit, tooSlow) => {
    expect(verdict(timings, limit) !== undefined).toBe(tooSlow);
  });

  test('the refusal names the time taken and the limit', () => {
    expect(verdict([4321], 2000)).toMatch(/took 4321 ms \(best of 1\), where the suites need it under 2000 ms/);
  });

  test('the fixed work takes measurable time', () => {
    expect(fixedWork()).toBeGreaterThan(0);
  });
});
