import { captchaIdentifying } from './captchaIdentifying.ts';

test.each([
  { name: 'no captcha', proof: {}, expected: undefined },
  { name: 'v3', proof: { geetestChallenge: 'c0ffee', geetestValidate: 'v', geetestSeccode: 'v|jordan' }, expected: 'c0ffee' },
  {
    name: 'v4',
    proof: { geetestValidateV4: JSON.stringify({ lot_number: 'lot-7', captcha_output: 'out', pass_token: 'p', gen_time: '1', captcha_id: 'id' }) },
    expected: 'lot-7',
  },
  { name: 'v4 without a lot number', proof: { geetestValidateV4: '{"captcha_output":"out"}' }, expected: undefined },
  { name: 'v4 that is not JSON', proof: { geetestValidateV4: 'nonsense' }, expected: undefined },
])('identifying of $name is $expected', ({ proof, expected }) => {
  expect(captchaIdentifying(proof)).toBe(expected);
});
