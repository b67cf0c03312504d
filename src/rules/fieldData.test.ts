import { FIELD_DATA_PAGES, fieldDataPage } from './fieldData.ts';

test.each([
  ['/m/home', 'home'],
  ['/', 'home'],
  ['/m/', 'home'],
  ['/m/login', 'login'],
  ['/m/login/', 'login'],
  ['/m/activity/signIn', 'signIn'],
  ['/m/inviteFriends', 'inviteFriends'],
  ['/m/promo-of-the-week', 'other'],
  ['/m/member/home?x=1', 'other'],
])('%s is counted as %s', (pathname, page) => {
  expect(fieldDataPage(pathname)).toBe(page);
  expect(FIELD_DATA_PAGES).toContain(page);
});
