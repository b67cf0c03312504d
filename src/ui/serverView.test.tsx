import { act } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { siteConfig } from '../../tests/unit/fixtures.tsx';
import { RootStore } from '../stores/RootStore.ts';
import { StoresContext } from '../stores/index.ts';
import { useLoggedIn, usePlatform } from './serverView.ts';

const Probe = observer(function Probe() {
  const loggedIn = useLoggedIn();
  const { shell, isAndroid } = usePlatform();
  return <p>{`${loggedIn ? 'member' : 'visitor'} in ${shell}${isAndroid ? ' on Android' : ''}`}</p>;
});

test("the server's view is a visitor on an unknown device; the browser hydrates that, then shows its own", async () => {
  const stores = new RootStore(siteConfig(), 'EN', { shell: 'pwa', isIos: false, isAndroid: true });
  stores.session.save({ token: 'member-token' });
  const page = (
    <StoresContext.Provider value={stores}>
      <Probe />
    </StoresContext.Provider>
  );
  const html = renderToString(page);
  expect(html).toContain('visitor in browser');

  const container = document.createElement('div');
  container.innerHTML = html;
  const problems = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable = vi.fn();
  await act(async () => void hydrateRoot(container, page, { onRecoverableError: recoverable }));
  expect(container.textContent).toBe('member in pwa on Android');
  expect(recoverable).not.toHaveBeenCalled();
  expect(problems).not.toHaveBeenCalled();
  problems.mockRestore();
});
