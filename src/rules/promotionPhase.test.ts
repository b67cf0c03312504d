import { promotionPhase } from './promotionPhase.ts';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('promotionPhase', () => {
  test.each([
    { name: 'on, without a period', promotion: { enabled: true }, phase: 'running' },
    { name: 'switched off', promotion: { enabled: false }, phase: 'ended' },
    { name: 'switched off within its period', promotion: { enabled: false, startTime: '2026-01-01T00:00:00Z', endTime: '2027-01-01T00:00:00Z' }, phase: 'ended' },
    { name: 'within its period', promotion: { enabled: true, startTime: '2026-01-01T00:00:00+08:00', endTime: '2027-01-01T00:00:00+08:00' }, phase: 'running' },
    { name: 'before its start', promotion: { enabled: true, startTime: '2026-11-24T00:00:00Z' }, phase: 'upcoming' },
    { name: 'after its end', promotion: { enabled: true, endTime: '2026-11-23T11:59:59Z' }, phase: 'ended' },
    { name: 'at its very start', promotion: { enabled: true, startTime: '2026-11-23T12:00:00Z' }, phase: 'running' },
    { name: 'with a date that does not parse', promotion: { enabled: true, startTime: 'soon', endTime: 'later' }, phase: 'running' },
  ] as const)('$name: $phase', ({ promotion, phase }) => {
    expect(promotionPhase(promotion, now)).toBe(phase);
  });
});
