// The studio's entry: loads the project, opens the merchant the address or the command named, and
// renders in the operator's language.
import { configure } from 'mobx';
import { observer } from 'mobx-react-lite';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { takeAccessToken } from './state/accessToken.ts';
import { setAccessToken, studioApi, StudioAccessError } from './state/api.ts';
import { schemaTexts } from './state/schemaTexts.ts';
import { StudioStore } from './state/StudioStore.ts';
import { sessionKeep } from './state/History.ts';

/** Where undo's history is kept across a reload of the studio's page (the tab's session storage). */
const HISTORY_KEY = 'wl.studio.history';
import { App } from './shell/App.tsx';
import { saveLanguage, savedLanguage, studioLanguage, type StudioLanguage } from './shell/studioLanguage.ts';
import en from './messages/en.json';
import zh from './messages/zh.json';
import './studio.css';

configure({ enforceActions: 'observed' });
const MESSAGES: Record<StudioLanguage, Record<string, string>> = { en, zh };

const Root = observer(function Root({ store }: { store: StudioStore }) {
  const [language, setLanguage] = useState(() => studioLanguage(navigator.languages, savedLanguage()));
  // The forms' labels and help follow the studio's language (Chinese loads with its first use).
  useEffect(() => {
    let current = true;
    void schemaTexts(language).then((texts) => current && store.setSchemaTexts(texts));
    return () => {
      current = false;
    };
  }, [language, store]);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  document.title = MESSAGES[language]['app.title'];
  return (
    <IntlProvider locale={language === 'zh' ? 'zh-CN' : 'en'} messages={MESSAGES[language]} defaultLocale="en">
      <App
        store={store}
        language={language}
        onLanguage={(next) => {
          saveLanguage(next);
          setLanguage(next);
        }}
      />
    </IntlProvider>
  );
});

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('studio')!);
  // Opened without its address (a bookmark, a new tab): the page has no token, and says where to find it.
  const accessNeeded = () => {
    const language = studioLanguage(navigator.languages, savedLanguage());
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
    root.render(
      <p role="alert" className="st-error">
        {MESSAGES[language]['access.needed']}
      </p>,
    );
  };
  const token = takeAccessToken();
  if (!token) return accessNeeded();
  setAccessToken(token);
  try {
    const project = await studioApi.project();
    const store = new StudioStore(project, new URLSearchParams(location.search).get('merchant') ?? undefined, sessionKeep(HISTORY_KEY));
    await store.openCurrent();
    root.render(
      <StrictMode>
        <Root store={store} />
      </StrictMode>,
    );
  } catch (error) {
    if (error instanceof StudioAccessError) accessNeeded();
    else
      root.render(
        <p role="alert" className="st-error">
          {error instanceof Error ? error.message : String(error)}
        </p>,
      );
  }
}

void start();
