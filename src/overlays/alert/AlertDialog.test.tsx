import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStores, renderSettled } from '../../../tests/unit/fixtures.tsx';

describe('AlertDialog', () => {
  test("shows the server's text, or a translated message from the bundle it names; alerts wait their turn", async () => {
    const stores = makeStores();
    stores.alerts.show({ message: 'Deposit limit reached' });
    stores.alerts.show({ messageId: 'register.success', titleId: 'notice', bundle: 'account' });
    const user = userEvent.setup();
    await renderSettled(null, { stores });
    const first = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(first).toHaveTextContent('Deposit limit reached');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(within(first).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent('Your account is ready. Welcome!'));
  });
});
