import type { Promotion } from '../config/types.generated.ts';
import { promotionPhase, runningPromotions, type PromotionAvailability } from './promotionPhase.ts';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('promotionPhase', () => {
  test.each([
    { name: 'on, without a period', promotion: { enabled: true }, phase: 'running' },
    { name: 'switched off', promotion: { enabled: false }, phase: 'ended' },
    {
      name: 'switched off within its period',
      promotion: { enabled: false, startTime: '2026-01-01T00:00:00Z', endTime: '2027-01-01T00:00:00Z' },
      phase: 'ended',
    },
    { name: 'within its period', promotion: { enabled: true, startTime: '2026-01-01T00:00:00+08:00', endTime: '2027-01-01T00:00:00+08:00' }, phase: 'running' },
    { name: 'before its start', promotion: { enabled: true, startTime: '2026-11-24T00:00:00Z' }, phase: 'upcoming' },
    { name: 'after its end', promotion: { enabled: true, endTime: '2026-11-23T11:59:59Z' }, phase: 'ended' },
    { name: 'at its very start', promotion: { enabled: true, startTime: '2026-11-23T12:00:00Z' }, phase: 'running' },
    { name: 'with a date that does not parse', promotion: { enabled: true, startTime: 'soon', endTime: 'later' }, phase: 'running' },
  ] as const)('$name: $phase', ({ promotion, phase }) => {
    expect(promotionPhase(promotion, now)).toBe(phase);
  });
});

describe('runningPromotions', () => {
  const promotion = (id: number, extra: Partial<Promotion> = {}): Promotion => ({ id, promotionType: 'LOGIN', title: `P${id}`, enabled: true, ...extra });
  const ids = (list: Promotion[], available: PromotionAvailability = {}) => runningPromotions(list, available, now).map((p) => p.id);

  test.each([
    { name: 'nothing offered', list: [], available: {}, shown: [] },
    { name: 'on without a period, kept in order', list: [promotion(2), promotion(1)], available: {}, shown: [2, 1] },
    { name: 'switched off', list: [promotion(1, { enabled: false }), promotion(2)], available: {}, shown: [2] },
    { name: 'not started yet', list: [promotion(1, { startTime: '2026-12-01T00:00:00Z' }), promotion(2)], available: {}, shown: [2] },
    { name: 'over', list: [promotion(1, { endTime: '2026-11-01T00:00:00Z' }), promotion(2)], available: {}, shown: [2] },
    { name: 'within its period', list: [promotion(1, { startTime: '2026-01-01T00:00:00Z', endTime: '2027-01-01T00:00:00Z' })], available: {}, shown: [1] },
    { name: 'its type switched off', list: [promotion(1), promotion(2, { promotionType: 'REFERRAL' })], available: { LOGIN: { enabled: false } }, shown: [2] },
    { name: 'its type on', list: [promotion(1)], available: { LOGIN: { enabled: true } }, shown: [1] },
  ] as { name: string; list: Promotion[]; available: PromotionAvailability; shown: number[] }[])('$name: $shown', ({ list, available, shown }) => {
    expect(ids(list, available)).toEqual(shown);
  });
});
