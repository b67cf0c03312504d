import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Field } from './Field.tsx';

function Form({ seen }: { seen: (value: string) => void }) {
  const [name, setName] = useState('');
  seen(name);
  return (
    <IntlProvider locale="en" messages={{ name: 'Username' }}>
      <Field id="name" labelId="name" value={name} onChange={setName} />
    </IntlProvider>
  );
}

test("what a player typed into the server's form before hydration is the form's value after it", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form seen={() => undefined} />);
  container.querySelector('input')!.value = 'typed early';
  const values: string[] = [];
  await act(async () => void hydrateRoot(container, <Form seen={(value) => values.push(value)} />));
  expect(values.at(-1)).toBe('typed early');
  expect(container.querySelector('input')!.value).toBe('typed early');
});
