import { describe, expect, test } from 'vitest';
import { domainClashes, type DomainClaim } from './domainClaims.ts';

const claim = (code: string, domain: string, at: number, order: number, index = 0, pending = false): DomainClaim => ({
  file: `merchants/${code}.json`,
  code,
  domain,
  index,
  claimedAt: { pending, at },
  order,
});

describe('domainClashes', () => {
  test.each([
    ['no domain shared', [claim('a', 'a.test', 1, 0), claim('b', 'b.test', 2, 1)], []],
    ['the later claim is blamed, though its file loads first', [claim('copy', 'x.test', 20, 0), claim('orig', 'x.test', 10, 1)], ['copy x.test → orig']],
    ['the later claim is blamed when it loads last', [claim('orig', 'x.test', 10, 0), claim('copy', 'x.test', 20, 1)], ['copy x.test → orig']],
    ['a tie goes to the file loaded first', [claim('a', 'x.test', 5, 0), claim('b', 'x.test', 5, 1)], ['b x.test → a']],
    [
      'three claims: both later ones are blamed',
      [claim('c', 'x.test', 30, 0), claim('a', 'x.test', 10, 1), claim('b', 'x.test', 20, 2)],
      ['c x.test → a', 'b x.test → a'],
    ],
    [
      'a claim not yet committed is later than any commit, whatever its time',
      [claim('edit', 'x.test', 1, 0, 0, true), claim('orig', 'x.test', 50, 1)],
      ['edit x.test → orig'],
    ],
    ['two claims not yet committed go by their times', [claim('b', 'x.test', 9, 0, 0, true), claim('a', 'x.test', 3, 1, 0, true)], ['b x.test → a']],
    ['a merchant naming a domain twice clashes with no one', [claim('a', 'x.test', 1, 0, 0), claim('a', 'x.test', 1, 0, 1)], []],
  ])('%s', (_name, claims, expected) => {
    expect(domainClashes(claims).map((c) => `${c.claim.code} ${c.claim.domain} → ${c.owner.code}`)).toEqual(expected);
  });
});
