// The studio's page: the bar, the page's blocks and the merchant's sections, the form of what is
// selected, and the live preview; shortcuts for undo, redo and save.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Inspector } from '../inspector/Inspector.tsx';
import { PreviewFrame } from '../preview/PreviewFrame.tsx';
import type { StudioStore } from '../state/StudioStore.ts';
import { BlockTree } from '../tree/BlockTree.tsx';
import { ConflictDialog, DiskChangedNotice } from './ConflictDialog.tsx';
import { CheckList } from './CheckList.tsx';
import { ProblemList } from './ProblemList.tsx';
import { SectionList } from './SectionList.tsx';
import type { StudioLanguage } from './studioLanguage.ts';
import { Toolbar } from './Toolbar.tsx';
import { PublishDialog } from '../releases/PublishDialog.tsx';
import { ReleaseHistory } from '../releases/ReleaseHistory.tsx';

export const App = observer(function App({
  store,
  language,
  onLanguage,
}: {
  store: StudioStore;
  language: StudioLanguage;
  onLanguage: (l: StudioLanguage) => void;
}) {
  const intl = useIntl();
  const [saveNote, setSaveNote] = useState<string>();
  const [releases, setReleases] = useState<'publish' | 'history'>();
  const save = async () => {
    const blocking = store.problems.filter((p) => store.dirtyFiles.some((f) => f.path === p.file));
    if (blocking.length > 0) {
      setSaveNote(intl.formatMessage({ id: 'save.refused' }, { count: blocking.length, first: blocking[0].text }));
      return;
    }
    const saved = await store.saveAll();
    // A save the server refused (a problem it would bring to another file, such as a merchant of the
    // template) says why, as one the studio saw itself.
    const refused = store.dirtyFiles.flatMap((f) => f.refused);
    if (saved) setSaveNote(intl.formatMessage({ id: 'save.done' }));
    else if (refused.length > 0) setSaveNote(intl.formatMessage({ id: 'save.refused' }, { count: refused.length, first: refused[0].text }));
    else if (store.dirtyFiles.some((f) => f.status === 'offline')) setSaveNote(intl.formatMessage({ id: 'save.offline' }));
    else setSaveNote(undefined);
  };

  // The latest save, for the shortcut registered once.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      // Typing is in the studio's history too (a field's keystrokes in a row are one step), so the keys are the studio's everywhere.
      if (key === 'z' && !event.shiftKey) store.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.redo();
      else if (key === 's') void saveRef.current();
      else return;
      event.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [store]);

  useEffect(() => {
    const events = new EventSource('/studio/api/events');
    events.addEventListener('disk', () => void store.diskChanged());
    // The studio's server is back (it was stopped or restarted): what it missed is sent again.
    events.addEventListener('open', () => store.resendOffline());
    return () => events.close();
  }, [store]);

  // Leaving with unsaved changes is asked about; the drafts are kept by the server either way.
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      if (store.dirtyFiles.length > 0) event.preventDefault();
    };
    addEventListener('beforeunload', onLeave);
    return () => removeEventListener('beforeunload', onLeave);
  }, [store]);

  return (
    <div className="st-app">
      <Toolbar
        store={store}
        language={language}
        onLanguage={onLanguage}
        onSave={() => void save()}
        onPublish={() => setReleases('publish')}
        onHistory={() => setReleases('history')}
      />
      {saveNote && (
        <p className="st-save-note" role="alert">
          {saveNote}
          <button type="button" className="st-link" onClick={() => setSaveNote(undefined)}>
            {intl.formatMessage({ id: 'common.close' })}
          </button>
        </p>
      )}
      <DiskChangedNotice store={store} />
      {store.error && (
        <p className="st-error" role="alert">
          {store.error}
        </p>
      )}
      <main className="st-main">
        <aside className="st-side">
          <ProblemList store={store} />
          <CheckList store={store} />
          <h2>{intl.formatMessage({ id: 'side.page' }, { page: store.page })}</h2>
          {store.docs ? <BlockTree store={store} /> : <p>{intl.formatMessage({ id: 'common.loading' })}</p>}
          <SectionList store={store} />
        </aside>
        <Inspector store={store} />
        <PreviewFrame store={store} />
      </main>
      <ConflictDialog store={store} />
      <PublishDialog open={releases === 'publish'} onClose={() => setReleases(undefined)} />
      <ReleaseHistory store={store} open={releases === 'history'} onClose={() => setReleases(undefined)} />
    </div>
  );
});
