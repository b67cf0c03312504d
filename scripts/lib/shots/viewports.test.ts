import { PHONE_SIZES } from '../../../studio/app/parts/phoneSizes.ts';
import { NAMED_VIEWPORTS, parseViewport } from './viewports.ts';

test.each([
  { text: 'small', want: { name: 'small', width: 360, height: 740 } },
  { text: ' Medium ', want: { name: 'medium', width: 390, height: 844 } },
  { text: '412x915', want: { name: '412x915', width: 412, height: 915 } },
  { text: '412×915', want: { name: '412x915', width: 412, height: 915 } },
  { text: '430X932', want: { name: 'large', width: 430, height: 932 } },
])('$text is $want.name', ({ text, want }) => {
  expect(parseViewport(text)).toEqual(want);
});

test.each([
  { text: 'smal', error: 'unknown viewport "smal" (did you mean "small"?)' },
  { text: 'tablet', error: 'unknown viewport "tablet": name small, medium or large, or give a size such as 390x844' },
  { text: '390x', error: 'unknown viewport "390x": name small, medium or large, or give a size such as 390x844' },
  { text: '39x844', error: 'viewport "39x844": each side must be from 200 to 3000 pixels' },
  { text: '390x84400', error: 'viewport "390x84400": each side must be from 200 to 3000 pixels' },
])('$text is refused', ({ text, error }) => {
  expect(() => parseViewport(text)).toThrow(error);
});

test("the named sizes are the studio preview frame's", () => {
  expect(NAMED_VIEWPORTS).toEqual(PHONE_SIZES);
});
