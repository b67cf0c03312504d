import type { BannerEntry } from '../config/types.generated.ts';
import { bannersIn } from './localizedBanners.ts';

const entry = (over: Partial<BannerEntry>): BannerEntry => ({
  groupName: 'm_banner',
  url: '/cdn/x/one.webp',
  alt: 'One',
  linkageType: 'P',
  linkage: '7',
  ...over,
});

type Row = { name: string; entries: BannerEntry[]; language: string; groups?: string[]; served: { url: string; alt: string }[] };

test.each<Row>([
  { name: 'plain strings, whatever the language', entries: [entry({})], language: 'EN', served: [{ url: '/cdn/x/one.webp', alt: 'One' }] },
  {
    name: "the player's language",
    entries: [entry({ url: { CN: '/cdn/x/cn.webp', EN: '/cdn/x/en.webp' }, alt: { CN: '欢迎', EN: 'Welcome' } })],
    language: 'EN',
    served: [{ url: '/cdn/x/en.webp', alt: 'Welcome' }],
  },
  {
    name: "a language not written: the merchant's default",
    entries: [entry({ url: { CN: '/cdn/x/cn.webp', EN: '/cdn/x/en.webp' }, alt: { CN: '欢迎', EN: 'Welcome' } })],
    language: 'TW',
    served: [{ url: '/cdn/x/cn.webp', alt: '欢迎' }],
  },
  {
    name: 'one image for all, the description per language',
    entries: [entry({ alt: { CN: '欢迎', TW: '歡迎' } })],
    language: 'TW',
    served: [{ url: '/cdn/x/one.webp', alt: '歡迎' }],
  },
  {
    name: 'neither written: the first',
    entries: [entry({ alt: { EN: 'Welcome', VI: 'Chào' } })],
    language: 'TW',
    served: [{ url: '/cdn/x/one.webp', alt: 'Welcome' }],
  },
  {
    name: 'a blank description in the language: the default',
    entries: [entry({ alt: { CN: '欢迎', EN: ' ' } })],
    language: 'EN',
    served: [{ url: '/cdn/x/one.webp', alt: '欢迎' }],
  },
  {
    name: 'no image at all: left out',
    entries: [entry({ url: { EN: '' } }), entry({ url: '/cdn/x/two.webp' })],
    language: 'EN',
    served: [{ url: '/cdn/x/two.webp', alt: 'One' }],
  },
  {
    name: 'only the groups asked',
    entries: [entry({}), entry({ groupName: 'm_popup1', url: '/cdn/x/p.webp' })],
    language: 'CN',
    groups: ['m_popup1'],
    served: [{ url: '/cdn/x/p.webp', alt: 'One' }],
  },
])('bannersIn: $name', ({ entries, language, groups, served }) => {
  expect(bannersIn(entries, language, 'CN', groups).map(({ url, alt }) => ({ url, alt }))).toEqual(served);
});

test('the rest of the banner is served as written', () => {
  expect(bannersIn([entry({ linkageType: 'G', linkage: 'LIVE', roomId: 'r1', vendor: 'EVO', gameType: 'LIVE', alt: { CN: '真人' } })], 'EN', 'CN')).toEqual([
    { groupName: 'm_banner', url: '/cdn/x/one.webp', alt: '真人', linkageType: 'G', linkage: 'LIVE', roomId: 'r1', vendor: 'EVO', gameType: 'LIVE' },
  ]);
});
