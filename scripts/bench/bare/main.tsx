// The app's stack and nothing of the app: React 19, react-router-dom, a MobX store read by an observer,
// react-intl with precompiled messages. What any page of this stack costs when it renders on the client.
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider, type MessageFormatElement } from 'react-intl';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

/** Compiled as the app's messages are (ASTs), so the message parser stays out of the bundle here too. */
const messages: Record<string, MessageFormatElement[]> = {
  'bare.title': [{ type: 0, value: 'Royal 88' }],
  'bare.banner': [{ type: 0, value: 'Welcome bonus on your first deposit' }],
  'bare.text': [
    { type: 0, value: 'Welcome, ' },
    { type: 1, value: 'name' },
    {
      type: 0,
      value: '. Games, lottery and promotions every day: claim your welcome bonus on your first deposit, then find your favourite games in the lobby.',
    },
  ],
};

class PageStore {
  visitor = 'guest';

  constructor() {
    makeAutoObservable(this);
  }
}

const Home = observer(function Home({ store }: { store: PageStore }) {
  return (
    <>
      <header className="bare-header">
        <h1>
          <FormattedMessage id="bare.title" />
        </h1>
      </header>
      <main>
        {/* The banner's own size: 750 x 330, shown as wide as home shows its first banner. */}
        <FormattedMessage id="bare.banner">
          {(alt) => <img className="bare-banner" src="/banner.webp" width={750} height={330} alt={alt.join('')} fetchPriority="high" />}
        </FormattedMessage>
        <p className="bare-text">
          <FormattedMessage id="bare.text" values={{ name: store.visitor }} />
        </p>
      </main>
    </>
  );
});

const store = new PageStore();
createRoot(document.getElementById('root')!).render(
  <IntlProvider locale="en" messages={messages}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Home store={store} />} />
      </Routes>
    </BrowserRouter>
  </IntlProvider>,
);
