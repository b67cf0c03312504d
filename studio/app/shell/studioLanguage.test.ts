import { describe, expect, it } from 'vitest';
import { studioLanguage } from './studioLanguage.ts';

describe("the studio's language", () => {
  it.each([
    [['zh-CN', 'en'], null, 'zh'],
    [['zh-TW'], null, 'zh'],
    [['fr-FR', 'en-GB'], null, 'en'],
    [['vi'], null, 'en'],
    [['en-US'], 'zh', 'zh'],
    [['zh'], 'en', 'en'],
    [['zh'], 'xx', 'zh'],
  ] as const)('browser %j, chosen %s: %s', (preferred, saved, expected) => expect(studioLanguage(preferred, saved)).toBe(expected));
});
