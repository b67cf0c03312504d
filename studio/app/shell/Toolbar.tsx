// The studio's top bar: which merchant, undo and redo, save and discard, publish and the release history,
// and the studio's language.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { StudioStore } from '../state/StudioStore.ts';
import { STUDIO_LANGUAGES, type StudioLanguage } from './studioLanguage.ts';

export const Toolbar = observer(function Toolbar({
  store,
  language,
  onLanguage,
  onSave,
  onPublish,
  onHistory,
}: {
  store: StudioStore;
  language: StudioLanguage;
  onLanguage: (l: StudioLanguage) => void;
  onSave: () => void;
  onPublish: () => void;
  onHistory: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dirty = store.dirtyFiles;
  const lastUndo = store.history.done.at(-1);
  const lastRedo = store.history.undone.at(-1);
  const problems = store.problems.filter((p) => dirty.some((f) => f.path === p.file));
  return (
    <header className="st-toolbar">
      <h1 className="st-toolbar__title">{t('app.title')}</h1>
      <label className="st-toolbar__merchant">
        {t('toolbar.merchant')}
        <select
          value={store.merchantCode}
          onChange={(e) => void store.chooseMerchant(e.target.value)}
          disabled={dirty.length > 0}
          aria-describedby={dirty.length > 0 ? 'st-merchant-locked' : undefined}
        >
          {store.merchants.map((m) => (
            <option key={m.name} value={m.name}>
              {m.title} ({m.name})
            </option>
          ))}
        </select>
      </label>
      {dirty.length > 0 && (
        <span id="st-merchant-locked" className="st-visually-hidden">
          {t('toolbar.merchantLocked')}
        </span>
      )}
      <div className="st-toolbar__history" role="group" aria-label={t('toolbar.history')}>
        <button
          type="button"
          onClick={() => store.undo()}
          disabled={!lastUndo}
          aria-keyshortcuts="Control+Z"
          title={lastUndo ? t('toolbar.undoWhat', { what: t(`action.${lastUndo.label}`) }) : undefined}
        >
          {t('toolbar.undo')}
        </button>
        <button
          type="button"
          onClick={() => store.redo()}
          disabled={!lastRedo}
          aria-keyshortcuts="Control+Shift+Z Control+Y"
          title={lastRedo ? t('toolbar.redoWhat', { what: t(`action.${lastRedo.label}`) }) : undefined}
        >
          {t('toolbar.redo')}
        </button>
      </div>
      <p className="st-toolbar__status" role="status">
        {problems.length > 0
          ? t('status.problems', { count: problems.length })
          : dirty.length > 0
            ? t('status.unsaved', { files: dirty.map((f) => f.path).join(', ') })
            : t('status.clean')}
      </p>
      <div className="st-toolbar__save" role="group" aria-label={t('toolbar.changes')}>
        <button
          type="button"
          onClick={() => {
            if (confirm(t('toolbar.discardConfirm', { files: dirty.map((f) => f.path).join(', ') }))) void store.discardAll();
          }}
          disabled={dirty.length === 0}
        >
          {t('toolbar.discard')}
        </button>
        <button
          type="button"
          className="st-primary"
          onClick={onSave}
          disabled={dirty.length === 0}
          aria-keyshortcuts="Control+S"
          aria-describedby={problems.length > 0 ? 'st-save-why' : undefined}
        >
          {t('toolbar.save')}
        </button>
        {problems.length > 0 && (
          <span id="st-save-why" className="st-visually-hidden">
            {t('save.refusedWhy', { count: problems.length })}
          </span>
        )}
      </div>
      <div className="st-toolbar__releases" role="group" aria-label={t('toolbar.releases')}>
        <button type="button" onClick={onPublish} aria-haspopup="dialog">
          {t('toolbar.publish')}
        </button>
        <button type="button" onClick={onHistory} aria-haspopup="dialog">
          {t('toolbar.releaseHistory')}
        </button>
      </div>
      <label className="st-toolbar__language">
        <span className="st-visually-hidden">{t('toolbar.language')}</span>
        <select value={language} onChange={(e) => onLanguage(e.target.value as StudioLanguage)} aria-label={t('toolbar.language')}>
          {STUDIO_LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {l === 'en' ? 'English' : '中文'}
            </option>
          ))}
        </select>
      </label>
    </header>
  );
});
