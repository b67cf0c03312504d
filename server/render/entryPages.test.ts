import { describe, expect, it } from 'vitest';
import { carriesSession, entryPageOf, languageToRemember, pageLanguage } from './entryPages.ts';

const paths = { home: ['/m/home', '/m', '/m/', '/'], login: ['/m/login'], register: ['/m/register', '/m/register.html'], inviteFriends: ['/m/inviteFriends'] };

describe('entryPageOf', () => {
  it.each([
    ['/m/home', 'home'],
    ['/', 'home'],
    ['/m/', 'home'],
    ['/m', 'home'],
    ['/m/login', 'login'],
    ['/m/login/', 'login'],
    ['/m/register.html', 'register'],
    ['/m/inviteFriends', 'inviteFriends'],
    ['/m/deposit', undefined],
    ['/m/homes', undefined],
  ])('%s is %s', (path, page) => expect(entryPageOf(path, paths)).toBe(page));
});

describe('pageLanguage', () => {
  const allowed = ['EN', 'CN', 'VI'] as const;
  it.each([
    ['', undefined, 'EN', 'EN'],
    ['language=CN', undefined, 'EN', 'CN'],
    ['', 'wl_language=VI', 'EN', 'VI'],
    ['', 'other=1; wl_language=CN; x=y', 'EN', 'CN'],
    ['language=VI', 'wl_language=CN', 'EN', 'VI'],
    ['', 'wl_language=TH', 'CN', 'CN'],
    ['language=zz', undefined, 'VI', 'VI'],
  ])('query %j, cookie %j, default %s: %s', (query, cookie, merchantDefault, expected) => {
    expect(pageLanguage({ query: new URLSearchParams(query), cookie, allowed: [...allowed], merchantDefault })).toBe(expected);
  });
});

describe('languageToRemember', () => {
  it.each([
    ['language=CN', 'CN'],
    ['language=vi', 'VI'],
    ['', undefined],
    ['language=TH', undefined],
    ['language=', undefined],
  ])('query %j: %s', (query, expected) => {
    expect(languageToRemember(new URLSearchParams(query), ['EN', 'CN', 'VI'])).toBe(expected);
  });
});

describe('carriesSession', () => {
  it.each([
    ['token=abc', true],
    ['tokens=a', true],
    ['language=EN', false],
  ])('%s: %s', (query, expected) => {
    expect(carriesSession(new URLSearchParams(query))).toBe(expected);
  });
});
