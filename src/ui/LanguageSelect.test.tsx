import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { pushMemberLanguage } from '../api/calls.ts';
import { makeStores, memberInfo, renderWithStores, siteConfig } from '../../tests/unit/fixtures.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';

vi.mock('../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/calls.ts')>()),
  pushMemberLanguage: vi.fn(async () => null),
}));

afterEach(() => {
  vi.mocked(pushMemberLanguage).mockClear();
});

/** royal88 (CN, TW, EN) with a member of `type` whose account says English. */
function memberStores(type: number) {
  const stores = makeStores(siteConfig('royal88'));
  runInAction(() => {
    stores.member.info = memberInfo({ type, id: 5, language: 'EN' });
  });
  return stores;
}

describe('language select', () => {
  test.each([
    ['compact, its name for assistive technology only', undefined],
    ['a settings row, its label shown', { hint: 'Also saved to your account.' }],
  ])('%s: the combobox "Language", each language named in itself', (_, settingRow) => {
    renderWithStores(<LanguageSelect settingRow={settingRow} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    if (settingRow) expect(select).toHaveAccessibleDescription('Also saved to your account.');
    expect(select).toHaveValue('EN');
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['简体中文', '繁體中文', 'English']);
    expect(options.map((o) => o.getAttribute('lang'))).toEqual(['zh-CN', 'zh-TW', 'en']);
  });

  test("a change switches the language shown and pushes it to the member's account", async () => {
    const stores = memberStores(0);
    renderWithStores(<LanguageSelect />, { stores });
    await act(() => userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'TW'));
    expect(stores.i18n.language).toBe('TW');
    expect(pushMemberLanguage).toHaveBeenCalledWith(expect.anything(), 'TW');
  });

  test("a type 4 member's account is left alone, and a visitor has none to push to", async () => {
    const stores = memberStores(4);
    renderWithStores(<LanguageSelect />, { stores });
    await act(() => userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'CN'));
    expect(stores.i18n.language).toBe('CN');
    const visitor = makeStores(siteConfig('royal88'));
    renderWithStores(<LanguageSelect className="visitor" />, { stores: visitor });
    await act(() => userEvent.setup().selectOptions(document.querySelector('select.visitor')!, 'TW'));
    expect(visitor.i18n.language).toBe('TW');
    expect(pushMemberLanguage).not.toHaveBeenCalled();
  });

  test('nothing for a merchant with one language', () => {
    const config = siteConfig('royal88');
    renderWithStores(<LanguageSelect settingRow={{ hint: 'Also saved to your account.' }} />, {
      stores: makeStores({ ...config, languages: { ...config.languages, allowed: ['EN'] } }),
    });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText('Language')).not.toBeInTheDocument();
    expect(screen.queryByText('Also saved to your account.')).not.toBeInTheDocument();
  });
});
