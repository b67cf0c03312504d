// Every allowed language has each lane title, game name and shown category's name: as a table, and over
// the shipped merchants.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GameCardEntry, GameLaneEntry, MerchantFile } from '../src/config/types.generated.ts';
import { contentLanguageProblems } from './contentLanguages.ts';
import { projectRoot } from '../scripts/lib/root.ts';

const card = (over: Partial<GameCardEntry> = {}): GameCardEntry => ({
  accountTypeName: 'PG',
  displayName: { CN: '龙虎', EN: 'Dragon Tiger' },
  image: '/g.svg',
  gameId: 'g1',
  ...over,
});
const lane = (over: Partial<GameLaneEntry> = {}): GameLaneEntry => ({
  title: { CN: '热门', EN: 'Popular' },
  gameClassify: [{ type: 'RNG', vendors: ['PG'] }],
  cards: [card()],
  ...over,
});
const merchant = (
  lanes: GameLaneEntry[],
  categories: MerchantFile['content']['categories'] = { TCG: { CN: '电子', EN: 'Slots' } },
  allowed: MerchantFile['languages']['allowed'] = ['CN', 'EN'],
) => ({ languages: { allowed, default: 'CN' }, content: { lanes, categories } }) as const;

test.each([
  { name: 'everything in both languages', m: merchant([lane()]), found: [] },
  { name: 'a title in one language', m: merchant([lane({ title: '热门' })]), found: ['/content/lanes/0/title EN'] },
  { name: 'a blank translation counts as none', m: merchant([lane({ title: { CN: '热门', EN: ' ' } })]), found: ['/content/lanes/0/title EN'] },
  {
    name: 'a game name missing a language',
    m: merchant([lane({ cards: [card({ displayName: { EN: 'Dragon Tiger' } })] })]),
    found: ['/content/lanes/0/cards/0/displayName CN'],
  },
  {
    name: 'a single-language merchant may write plain strings',
    m: merchant([lane({ title: '热门', cards: [card({ displayName: '龙虎' })] })], { TCG: '电子' }, ['CN']),
    found: [],
  },
  { name: 'a category named in one language', m: merchant([lane()], { TCG: { CN: '电子' } }), found: ['/content/categories/TCG EN'] },
  { name: 'a category with no name', m: merchant([lane()], {}), found: ['/content/lanes/0/gameClassify/0/type category'] },
  { name: 'PVP is named under TCG', m: merchant([lane({ gameClassify: [{ type: 'PVP', vendors: ['PG'] }] })]), found: [] },
  {
    name: "a card's own category must be named too",
    m: merchant([lane({ cards: [card({ gameType: 'LIVE' })] })]),
    found: ['/content/lanes/0/cards/0/gameType category'],
  },
])('$name', ({ m, found }) => {
  const problems = contentLanguageProblems(m);
  expect(problems.map((p) => `${p.pointer} ${/in ([A-Z, -]+), which/.exec(p.message)?.[1] ?? 'category'}`)).toEqual(found);
});

describe('the shipped merchants', () => {
  const dir = path.join(projectRoot, 'merchants');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  test.each(files)('%s has its lanes in every language it allows', (file) => {
    const merchantFile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as MerchantFile;
    expect(contentLanguageProblems(merchantFile)).toEqual([]);
  });
});
