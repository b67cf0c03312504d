// The per-language field in a section's form: a field per merchant language, the default first, each
// edit a value the merchant file takes, and the check's problems at the language they are about.
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { StudioProblem } from '../state/api.ts';
import type { JsonSchema } from '../../schemaTypes.ts';
import en from '../messages/en.json';
import SchemaForm from './SchemaForm.tsx';

const file = { type: 'string', pattern: '^/', 'x-asset': true };
const localized = (value: JsonSchema, title: string): JsonSchema => ({
  title,
  oneOf: [value, { type: 'object', minProperties: 1, propertyNames: { enum: ['CN', 'TW', 'EN', 'TH'] }, additionalProperties: value }],
});
const schema: JsonSchema = {
  type: 'object',
  properties: { url: localized(file, 'Image'), alt: localized({ type: 'string' }, 'Image description') },
};
const problem = (pointer: string, message: string): StudioProblem => ({ file: 'merchants/royal88.json', line: 1, column: 1, pointer, message, text: message });

function renderForm(value: Record<string, unknown>, problems: StudioProblem[] = []) {
  const onChange = vi.fn();
  render(
    <IntlProvider locale="en" messages={en}>
      <SchemaForm
        id="st-test"
        schema={schema}
        value={value}
        onChange={onChange}
        problems={problems}
        base="/content/banners/0"
        images={['/cdn/royal88/banner-1.webp', '/cdn/royal88/banner-1-en.webp']}
        languages={{ allowed: ['CN', 'TW', 'EN'], default: 'CN' }}
      />
    </IntlProvider>,
  );
  return onChange;
}

test('texts by language: a field per merchant language, the default first, an empty one saying what shows instead', () => {
  renderForm({ url: '/cdn/royal88/banner-1.webp', alt: { EN: 'Welcome', CN: '欢迎', TH: 'ยินดีต้อนรับ' } }, [
    problem('/content/banners/0/alt/TH', 'written in TH, which languages.allowed does not list'),
  ]);
  const fields = screen.getAllByRole('textbox').map((input) => input.id);
  expect(fields).toEqual(['st-test_url__all', 'st-test_alt__CN', 'st-test_alt__TW', 'st-test_alt__EN', 'st-test_alt__TH']);
  expect(screen.getByLabelText(/^CN/)).toHaveValue('欢迎');
  expect(screen.getByLabelText(/^CN/).closest('.st-localized__row')).toHaveTextContent('default language');
  expect(screen.getByLabelText(/^TW/)).toHaveAttribute('placeholder', 'Empty: players of this language get the CN text');
  expect(screen.getByLabelText(/^TH/).closest('.st-localized__row')).toHaveTextContent("not one of the merchant's languages");
  expect(screen.getByRole('alert')).toHaveTextContent('written in TH');
});

test('writing one language adds it; emptying one takes it out, so it falls back', () => {
  const onChange = renderForm({ url: '/cdn/royal88/banner-1.webp', alt: { CN: '欢迎', EN: 'Welcome' } });
  fireEvent.change(screen.getByLabelText(/^TW/), { target: { value: '歡迎' } });
  expect(onChange.mock.lastCall?.[0]).toEqual({ url: '/cdn/royal88/banner-1.webp', alt: { CN: '欢迎', EN: 'Welcome', TW: '歡迎' } });
  fireEvent.change(screen.getByLabelText(/^EN/), { target: { value: '' } });
  expect(onChange.mock.lastCall?.[0]).toEqual({ url: '/cdn/royal88/banner-1.webp', alt: { CN: '欢迎', TW: '歡迎' } });
});

test('one image for all becomes one per language, the default keeping it; each language may pick its image', () => {
  const onChange = renderForm({ url: '/cdn/royal88/banner-1.webp', alt: 'Welcome' });
  fireEvent.change(screen.getByRole('combobox', { name: 'Image: one text for every language, or one per language' }), { target: { value: 'byLanguage' } });
  expect(onChange.mock.lastCall?.[0]).toEqual({ url: { CN: '/cdn/royal88/banner-1.webp' }, alt: 'Welcome' });
});

test("a language's image chosen from the merchant's images", () => {
  const onChange = renderForm({ url: { CN: '/cdn/royal88/banner-1.webp' }, alt: 'Welcome' });
  fireEvent.change(screen.getByRole('combobox', { name: "Image (EN): choose one of the merchant's images" }), {
    target: { value: '/cdn/royal88/banner-1-en.webp' },
  });
  expect(onChange.mock.lastCall?.[0]).toEqual({ url: { CN: '/cdn/royal88/banner-1.webp', EN: '/cdn/royal88/banner-1-en.webp' }, alt: 'Welcome' });
});
