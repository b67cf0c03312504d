import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Modal } from './Modal.tsx';
import { ModalMessage } from './ModalMessage.tsx';

function show(props: Partial<Parameters<typeof ModalMessage>[0]> = {}) {
  const onClose = vi.fn();
  const allow = vi.fn();
  render(
    <IntlProvider locale="en" messages={{ 'app.close': 'Close' }}>
      <Modal title="Notifications" onClose={onClose}>
        <ModalMessage
          actions={[
            { label: 'Not now', ghost: true },
            { label: 'Allow', onClick: allow },
          ]}
          {...props}
        >
          <p>Hear about new games first.</p>
        </ModalMessage>
      </Modal>
    </IntlProvider>,
  );
  return { onClose, allow, dialog: screen.getByRole('dialog', { name: 'Notifications' }) };
}

describe('ModalMessage', () => {
  test('a button with its own action does it and leaves the modal open; one without closes the modal', async () => {
    const user = userEvent.setup();
    const { onClose, allow, dialog } = show();
    expect(dialog).toHaveTextContent('Hear about new games first.');
    await user.click(within(dialog).getByRole('button', { name: 'Allow' }));
    expect(allow).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  test('a disabled action cannot be pressed', () => {
    const { dialog } = show({ actions: [{ label: 'Allow', onClick: vi.fn(), disabled: true }] });
    expect(within(dialog).getByRole('button', { name: 'Allow' })).toBeDisabled();
  });

  test('the picture is decorative, and absent without a source', () => {
    const { dialog } = show({ image: '/cdn/royal88/icon.png' });
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(dialog.querySelector('img')).toHaveAttribute('alt', '');
  });

  test('without actions, no button row', () => {
    const { dialog } = show({ actions: undefined });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['×']);
  });
});
