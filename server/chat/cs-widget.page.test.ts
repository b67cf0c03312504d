// The customer-service widget the reference API serves, as a page runs it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const source = readFileSync(path.join(__dirname, 'cs-widget.js'), 'utf8');

test("a help button opens and closes the help panel, in the page's language, and installs once", async () => {
  document.documentElement.lang = 'en';
  new Function(source)();
  new Function(source)();
  const help = screen.getByRole('button', { name: 'Help' });
  expect(screen.getAllByRole('button', { name: 'Help' })).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'Help centre' })).not.toBeInTheDocument();
  await userEvent.click(help);
  expect(help).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('region', { name: 'Help centre' });
  await userEvent.click(screen.getByText('How long does a withdrawal take?'));
  expect(screen.getByText(/within 30 minutes/)).toBeVisible();
  await userEvent.keyboard('{Escape}');
  expect(panel).not.toBeVisible();
  expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();

  document.documentElement.lang = 'zh-TW';
  await waitFor(() => expect(screen.getByRole('button', { name: '幫助' })).toBeInTheDocument());
});
