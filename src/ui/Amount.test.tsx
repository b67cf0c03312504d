import { screen } from '@testing-library/react';
import { renderWithStores, siteConfig, makeStores } from '../../tests/unit/fixtures.tsx';
import { Amount, formatAmount } from './Amount.tsx';

test.each([
  { value: 1234.5, currency: 'BRL', expected: '1.234,50 BRL' },
  { value: '1234.5', currency: 'VND', expected: '1,234.50 VND' },
  { value: 1000000, currency: 'CNY', expected: '1,000,000 CNY' },
  { value: '88', currency: 'TLB', expected: '88 PHP' },
  { value: 'n/a', currency: 'CNY', expected: undefined },
  { value: null, currency: 'CNY', expected: undefined },
])('$value in $currency is "$expected"', ({ value, currency, expected }) => {
  expect(formatAmount(value, currency)).toBe(expected);
});

test('the number alone, when the code is shown elsewhere', () => {
  expect(formatAmount(2500, 'BRL', { withCode: false })).toBe('2.500');
});

test("an amount takes the merchant's currency and shows nothing for a value that is not a number", () => {
  const stores = makeStores(siteConfig('royal88', { currency: 'BRL' }));
  const { container } = renderWithStores(
    <p>
      Total <Amount value="1500.25" />
      <Amount value="oops" />
    </p>,
    { stores },
  );
  expect(screen.getByText('1.500,25 BRL')).toBeInTheDocument();
  expect(container.querySelectorAll('.wl-amount')).toHaveLength(1);
});
