// A list in a form, edited as an operator does it: a text changed and the item moved at once, in one
// turn of the page's events, keeps both; each move after applies too.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { JsonSchema } from '../../schemaTypes.ts';
import en from '../messages/en.json';
import SchemaForm from './SchemaForm.tsx';

const schema: JsonSchema = {
  type: 'object',
  properties: { items: { type: 'array', items: { type: 'object', properties: { title: { type: 'string', title: 'Title' } } } } },
};

/** The form held as the studio holds it: every change becomes the value it is drawn with. */
function Held({ first, seen }: { first: unknown; seen: (value: unknown) => void }) {
  const [value, setValue] = useState(first);
  return (
    <IntlProvider locale="en" messages={en}>
      <SchemaForm
        id="st-list"
        schema={schema}
        value={value}
        onChange={(next) => {
          seen(next);
          setValue(next);
        }}
        problems={[]}
        base="/content"
      />
    </IntlProvider>
  );
}

test('a text changed and its item moved up in the same turn keeps the text and the move', () => {
  const seen = vi.fn();
  render(<Held first={{ items: [{ title: 'one' }, { title: 'two' }, { title: 'three' }] }} seen={seen} />);
  const third = () => screen.getAllByRole('textbox')[2];
  act(() => {
    fireEvent.change(third(), { target: { value: 'three, edited' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Move up' })[2]);
  });
  expect(seen.mock.lastCall?.[0]).toEqual({ items: [{ title: 'one' }, { title: 'three, edited' }, { title: 'two' }] });
  // And one move more, right after.
  fireEvent.click(screen.getAllByRole('button', { name: 'Move up' })[1]);
  expect(seen.mock.lastCall?.[0]).toEqual({ items: [{ title: 'three, edited' }, { title: 'one' }, { title: 'two' }] });
  expect(screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual(['three, edited', 'one', 'two']);
});
