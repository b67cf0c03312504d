import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { closingMs, Modal, SLIDE_MS, useCloseModal } from './Modal.tsx';

function Confirm() {
  const close = useCloseModal();
  return (
    <button type="button" onClick={close}>
      Confirm
    </button>
  );
}

/** A page with a button that opens the modal, as an overlay would be opened over it. */
function Page({ onClose = () => undefined, beforeClose }: { onClose?: () => void; beforeClose?: () => boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <IntlProvider locale="en" messages={{ 'app.close': 'Close' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#elsewhere">Elsewhere</a>
      {open && (
        <Modal
          title="Notice"
          beforeClose={beforeClose}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
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

  test('is a modal dialog named by its title, with focus on the dialog itself and the page behind held still', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('tabindex', '-1');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  test('a tap whose press began before it appeared activates nothing in it; a tap begun inside and a key do', async () => {
    const confirmed = vi.fn();
    const user = userEvent.setup();
    render(
      <IntlProvider locale="en" messages={{ 'app.close': 'Close' }}>
        <Modal title="Notice" onClose={() => undefined}>
          <button type="button" onClick={confirmed}>
            Confirm
          </button>
        </Modal>
      </IntlProvider>,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    // The finger went down on the page before the modal came; it lifts over the button.
    fireEvent.click(confirm, { detail: 1 });
    expect(confirmed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(confirm);
    expect(confirmed).toHaveBeenCalledTimes(1);
    confirm.focus();
    await user.keyboard('{Enter}');
    expect(confirmed).toHaveBeenCalledTimes(2);
  });

  test('a tap begun before it appeared does not close it through its close button', async () => {
    const onClose = vi.fn();
    render(
      <IntlProvider locale="en" messages={{ 'app.close': 'Close' }}>
        <Modal title="Notice" onClose={onClose} closeLabel="Close: the last item first">
          <p>Text</p>
        </Modal>
      </IntlProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close: the last item first' }), { detail: 1 });
    // Closing starts its slide at once; none started.
    expect(screen.getByRole('dialog').closest('.wl-modal')).not.toHaveClass('wl-modal--closing');
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
