import { showsVipBenefits, vipLabel, vipProgress } from './vipProgress.ts';

const gold = { labelName: 'Gold', type: 'AUTO', rankLevel: 3 };

test.each([
  { name: 'no clubLabel', label: undefined, progress: { completedConditions: 1, totalExpectedConditions: 2 }, ratio: 1 },
  { name: 'a null clubLabel', label: null, progress: undefined, ratio: 1 },
  { name: 'a label without a name', label: { type: 'AUTO' }, progress: { completedConditions: 1, totalExpectedConditions: 4 }, ratio: 1 },
  { name: 'a blank name', label: { labelName: '  ' }, progress: { completedConditions: 0, totalExpectedConditions: 4 }, ratio: 1 },
  { name: 'none of two met', label: gold, progress: { completedConditions: 0, totalExpectedConditions: 2 }, ratio: 0 },
  { name: 'one of two met', label: gold, progress: { completedConditions: 1, totalExpectedConditions: 2 }, ratio: 0.5 },
  { name: 'one of three met', label: gold, progress: { completedConditions: 1, totalExpectedConditions: 3 }, ratio: 1 / 3 },
  { name: 'all met', label: gold, progress: { completedConditions: 2, totalExpectedConditions: 2 }, ratio: 1 },
  { name: 'nothing expected (the top rank)', label: gold, progress: { completedConditions: 0, totalExpectedConditions: 0 }, ratio: 1 },
  { name: 'no progress answer yet', label: gold, progress: undefined, ratio: 1 },
  { name: 'more met than expected', label: gold, progress: { completedConditions: 5, totalExpectedConditions: 2 }, ratio: 1 },
  { name: 'a negative count', label: gold, progress: { completedConditions: -1, totalExpectedConditions: 2 }, ratio: 0 },
])('$name: $ratio', ({ label, progress, ratio }) => {
  expect(vipProgress(label, progress)).toBeCloseTo(ratio, 10);
});

test.each([
  { label: gold, name: 'Gold' },
  { label: { labelName: ' Silver ' }, name: 'Silver' },
  { label: { labelName: '' }, name: undefined },
  { label: null, name: undefined },
])('the label of $label is $name', ({ label, name }) => {
  expect(vipLabel(label)).toBe(name);
});

test.each([
  { label: gold, shown: true },
  { label: { labelName: 'Diamond', type: 'MANUAL' }, shown: false },
  { label: { labelName: 'Plain' }, shown: false },
  { label: null, shown: false },
])('benefits for $label: $shown', ({ label, shown }) => {
  expect(showsVipBenefits(label)).toBe(shown);
});
