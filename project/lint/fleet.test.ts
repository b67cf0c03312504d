import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MerchantFile, PageTemplate } from '../../src/config/types.generated.ts';
import { readJsonSource } from '../jsonSource.ts';
import { projectRoot } from '../../scripts/lib/root.ts';
import { buildFleet, partsOf } from './fleet.ts';

const read = <T>(file: string) => JSON.parse(readFileSync(path.join(projectRoot, file), 'utf8')) as T;

describe('partsOf', () => {
  const template = read<PageTemplate>('templates/samba-home.json');
  const shown = (choice: MerchantFile['pages']['home']) => Object.fromEntries(partsOf('home', template, choice).map((p) => [p.id, p.shown]));
  it.each<[string, MerchantFile['pages']['home'], Record<string, boolean>]>([
    ['as the template has it', { template: 'samba-home' }, {}],
    ['a block disabled hides its children', { template: 'samba-home', disabled: ['activities'] }, { activities: false, first: false, app: false }],
    [
      "the merchant's order leaves blocks out",
      { template: 'samba-home', order: ['top', 'lanes'] },
      { banner: false, header: true, lanes: true, footer: false, first: false },
    ],
    ['a popup disabled', { template: 'samba-home', disabled: ['push'] }, { push: false, popup1: true }],
  ])('%s', (_name, choice, expected) => {
    expect(shown(choice)).toMatchObject({ banner: true, header: true, first: true, push: true, ...expected });
  });

  it('merges the overrides of a top-level part over its props, and points at them', () => {
    const parts = partsOf('home', template, { template: 'samba-home', props: { banner: { autoplayMs: 3000 } } });
    expect(parts.find((p) => p.id === 'banner')).toMatchObject({
      props: { group: 'm_banner', autoplayMs: 3000 },
      overridePointer: '/pages/home/props/banner',
      templatePointer: '/blocks/banner',
    });
    expect(parts.find((p) => p.id === 'first')).toMatchObject({ templatePointer: '/blocks/activities/blocks/first', overridePointer: undefined });
  });
});

describe('assetsOf', () => {
  it("reads a merchant's images beside its file when they are there, else the project's", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wl-fleet-'));
    mkdirSync(path.join(dir, 'assets', 'lucky99'), { recursive: true });
    writeFileSync(path.join(dir, 'assets', 'lucky99', 'logo.png'), '');
    const merchant = (code: string) => {
      const data = { ...read<MerchantFile>('merchants/sorte777.json'), merchantCode: code };
      const file = path.join(dir, `${code}.json`);
      return { file, data, source: readJsonSource(file, JSON.stringify(data)) };
    };
    const fleet = buildFleet(projectRoot, [merchant('lucky99'), merchant('sorte777')], []);
    expect(fleet.assetsOf('lucky99')).toEqual({ dir: path.join(dir, 'assets', 'lucky99'), files: ['logo.png'] });
    expect(fleet.assetsOf('sorte777').dir).toBe(path.join(projectRoot, 'merchants', 'assets', 'sorte777'));
    expect(fleet.assetsOf('sorte777').files).toContain('logo.png');
  });
});

describe('images being checked before they are written', () => {
  it('are listed in their folder and read in place of the disk', () => {
    const dir = path.join(projectRoot, 'merchants', 'assets', 'sorte777');
    const fleet = buildFleet(
      projectRoot,
      [],
      [],
      new Map([
        [path.join(dir, 'new.png'), Buffer.from('new')],
        [path.join(dir, 'logo.png'), Buffer.from('replaced')],
      ]),
    );
    expect(fleet.assetsOf('sorte777').files.filter((f) => f === 'new.png' || f === 'logo.png')).toEqual(['logo.png', 'new.png']);
    expect(fleet.readImage(path.join(dir, 'logo.png')).toString()).toBe('replaced');
    expect(fleet.readImage(path.join(dir, 'logo.png'), 3).toString()).toBe('rep');
    expect(fleet.readImage(path.join(dir, 'logo.svg'), 4).toString()).toBe('<svg');
  });

  it('lists every folder served, with or without a merchant', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'wl-fleet-'));
    mkdirSync(path.join(root, 'merchants', 'assets', 'gone'), { recursive: true });
    writeFileSync(path.join(root, 'merchants', 'assets', 'stray.png'), '');
    const data = { ...read<MerchantFile>('merchants/sorte777.json'), merchantCode: 'lucky99' };
    const file = path.join(root, 'merchants', 'lucky99.json');
    expect(buildFleet(root, [{ file, data, source: readJsonSource(file, JSON.stringify(data)) }], []).imageCodes()).toEqual(['gone', 'lucky99']);
  });
});
