import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { closingMs, Modal, SLIDE_MS, useCloseModal } from './Modal.tsx';

function Confirm() {
  const close = useCloseModal();
  return <button type="button" onClick={close}>Confirm</button>;
}

/** A page with a button that opens the modal, as an overlay would be opened over it. */
function Page({ onClose = () => undefined, beforeClose }: { onClose?: () => void; beforeClose?: () => boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <IntlProvider locale="en" messages={{ 'app.close': 'Close' }}>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <a href="#elsewhere">Elsewhere</a>
      {open && (
        <Modal title="Notice" beforeClose={beforeClose} onClose={() => { onClose(); setOpen(false); }}>
          <input aria-label="Name" />
          <Confirm />
        </Modal>
      )}
    </IntlProvider>
  );
}

async function openModal(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Notice' }) };
}

describe('Modal', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('is a modal dialog named by its title, with focus on its first control and the page behind held still', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  test('Tab and Shift+Tab stay inside', async () => {
    const { user, dialog } = await openModal();
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 5; i++) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  test.each([
    { way: 'Escape', act: (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}') },
    { way: 'the close button', act: (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })) },
    { way: 'a button inside', act: (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Confirm' })) },
  ])('$way closes it after the slide, once, and focus goes back to the opener', async ({ act: close }) => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await close(user);
    await close(user).catch(() => undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
    expect(document.body.style.overflow).toBe('');
  });

  test('stays open when asked before closing says no', async () => {
    const beforeClose = vi.fn(() => false);
    const { user } = await openModal({ beforeClose });
    await user.keyboard('{Escape}');
    expect(beforeClose).toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('slides out in 250 ms, or at once for a player who asks for reduced motion', async () => {
    expect(closingMs()).toBe(SLIDE_MS);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    expect(closingMs()).toBe(0);
    vi.useFakeTimers();
    try {
      render(<Page />);
      act(() => screen.getByRole('button', { name: 'Open' }).click());
      act(() => screen.getByRole('button', { name: 'Confirm' }).click());
      act(() => vi.advanceTimersByTime(0));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
