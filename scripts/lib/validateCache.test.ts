import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forgetInputs, noteInput, notedInputs } from '../../project/readInputs.ts';
import { toolsStamp, ValidateCache } from './validateCache.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'wl-cache-'));
const settled = (file: string, text: string, secondsAgo = 60) => {
  writeFileSync(file, text);
  const then = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, then, then);
};

describe('ValidateCache', () => {
  const cacheFile = path.join(dir, 'cache', 'validate.json');
  const input = path.join(dir, 'a.json');
  let absent = '';

  const keep = (tools = 'tools-1') => {
    forgetInputs();
    noteInput(input);
    noteInput(absent);
    new ValidateCache<string>(cacheFile, tools).set('key', notedInputs(), 'the answer');
  };

  it.each<[string, () => void, string | undefined]>([
    ['nothing changed', () => {}, 'the answer'],
    ['a file rewritten', () => settled(input, '{"b": 22}'), undefined],
    ['a file touched', () => settled(input, '{"a": 1}', 30), undefined],
    ['a folder it found absent now there', () => writeFileSync(absent, ''), undefined],
    ['other tools', () => keep('tools-2'), undefined],
  ])('%s', (name, change, expected) => {
    absent = path.join(dir, `assets of ${name}`);
    settled(input, '{"a": 1}');
    keep();
    change();
    expect(new ValidateCache<string>(cacheFile, 'tools-1').get('key')).toBe(expected);
    expect(new ValidateCache<string>(cacheFile, 'tools-1').get('another key')).toBeUndefined();
  });

  it('does not trust a file changed within the last moments: its time may not move when it changes again', () => {
    absent = path.join(dir, 'assets');
    writeFileSync(input, '{"a": 1}');
    keep();
    expect(new ValidateCache<string>(cacheFile, 'tools-1').get('key')).toBeUndefined();
  });

  it('writes through no link planted beside its file', () => {
    const outside = path.join(dir, 'outside.txt');
    writeFileSync(outside, 'outside');
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    symlinkSync(outside, `${cacheFile}.${process.pid}.tmp`);
    absent = path.join(dir, 'assets');
    keep();
    expect(readFileSync(outside, 'utf8')).toBe('outside');
    expect(JSON.parse(readFileSync(cacheFile, 'utf8'))).toHaveProperty('key');
  });

  it('stamps the tools by every file in their folders', () => {
    const tools = path.join(dir, 'tools');
    writeFileSync(path.join(dir, 'x'), '');
    const before = toolsStamp([dir]);
    settled(path.join(dir, 'x'), 'changed');
    expect(toolsStamp([dir])).not.toBe(before);
    expect(toolsStamp([tools])).toContain('absent');
  });
});
