import { imageFileName, saveImageDue, type SaveImageInput } from './saveImagePopup.ts';

test.each([
  { url: '/cdn/royal88/popup-1.svg', name: 'popup-1.svg' },
  { url: 'https://img.example.test/a/b/spring.png?v=3#x', name: 'spring.png' },
  { url: 'plain.jpg', name: 'plain.jpg' },
])('the file name of $url is $name', ({ url, name }) => {
  expect(imageFileName(url)).toBe(name);
});

const base: SaveImageInput = {
  pathname: '/m/home',
  shell: 'browser',
  imageUrl: '/cdn/royal88/popup-1.svg',
  savedFileName: null,
  dismissedThisSession: false,
  waited: true,
};

test.each([
  { name: 'on home, after the wait, never saved', over: {}, due: true },
  { name: 'on the bare root', over: { pathname: '/' }, due: true },
  { name: 'before the wait is over', over: { waited: false }, due: false },
  { name: 'on another page', over: { pathname: '/m/login' }, due: false },
  { name: 'in the native app', over: { shell: 'app' as const }, due: false },
  { name: 'in a home-screen app', over: { shell: 'pwa' as const }, due: false },
  { name: 'in a web clip', over: { shell: 'webclip' as const }, due: false },
  { name: 'without an image in the group', over: { imageUrl: undefined }, due: false },
  { name: 'dismissed this session', over: { dismissedThisSession: true }, due: false },
  { name: 'this very image saved before', over: { savedFileName: 'popup-1.svg' }, due: false },
  { name: 'another image saved before', over: { savedFileName: 'popup-0.svg' }, due: true },
])('$name: $due', ({ over, due }) => {
  expect(saveImageDue({ ...base, ...over })).toBe(due);
});
