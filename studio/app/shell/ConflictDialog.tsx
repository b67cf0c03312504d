// A file changed on disk (an editor, git pull) while the operator had changes to it: they see where each
// side changed it and choose. Nothing is written until they do, and the other side is never lost silently.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { StudioStore } from '../state/StudioStore.ts';
import { diffJson } from '../../../project/jsonDiff.ts';
import { toPointer } from '../state/values.ts';

export const DiskChangedNotice = observer(function DiskChangedNotice({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const paths = [...store.changedOnDisk].filter((p) => !store.files.get(p)?.conflict);
  if (paths.length === 0) return null;
  return (
    <div className="st-notice" role="alert">
      {paths.map((path) => (
        <p key={path}>
          {intl.formatMessage({ id: 'disk.changed' }, { file: path })}{' '}
          <button type="button" onClick={() => void store.saveOver(path, 'merge')}>
            {intl.formatMessage({ id: 'conflict.merge' })}
          </button>{' '}
          <button type="button" onClick={() => void store.reloadFromDisk(path)}>
            {intl.formatMessage({ id: 'conflict.reload' })}
          </button>
        </p>
      ))}
    </div>
  );
});

export const ConflictDialog = observer(function ConflictDialog({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const file = [...store.files.values()].find((f) => f.conflict);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The dialog itself takes the focus, read with its explanation: no choice is one key press away, since
    // two of them drop a side's changes.
    if (file && !element.open) {
      element.showModal();
      element.focus();
    }
    if (!file && element.open) element.close();
  }, [file, file?.conflict]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const conflict = file?.conflict;
  const mine = file ? diffJson(file.base, file.value).map((c) => toPointer(c.path) || '/') : [];
  const touching = conflict?.conflicts ?? [];
  return (
    <dialog
      ref={dialog}
      className="st-dialog"
      aria-labelledby="st-conflict-title"
      aria-describedby="st-conflict-explain"
      tabIndex={-1}
      onCancel={(e) => {
        // Escape closes it; the file stays in conflict, and saving asks again.
        e.preventDefault();
        file?.dismissConflict();
      }}
    >
      {file && conflict && (
        <>
          <h2 id="st-conflict-title">{t('conflict.title', { file: file.path })}</h2>
          <p id="st-conflict-explain">{t('conflict.explain')}</p>
          <div className="st-conflict__sides">
            <section>
              <h3>{t('conflict.theirs')}</h3>
              <ul>
                {conflict.conflict.changes.map((p) => (
                  <li key={p}>
                    <code>{p}</code>
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h3>{t('conflict.mine')}</h3>
              <ul>
                {mine.map((p) => (
                  <li key={p}>
                    <code>{p}</code>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          {touching.length > 0 && (
            <section className="st-conflict__touching">
              <h3>{t('conflict.touching', { count: touching.length })}</h3>
              <ul>
                {touching.map((c) => (
                  <li key={c.pointer}>
                    <code>{c.pointer}</code>: {t('conflict.pair', { mine: JSON.stringify(c.mine) ?? '—', theirs: JSON.stringify(c.theirs) ?? '—' })}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="st-dialog__actions">
            <button type="button" disabled={touching.length > 0} onClick={() => void store.saveOver(file.path, 'merge')}>
              {t('conflict.merge')}
            </button>
            <button type="button" onClick={() => void store.reloadFromDisk(file.path)}>
              {t('conflict.reload')}
            </button>
            <button type="button" className="st-danger" onClick={() => void store.saveOver(file.path, 'overwrite')}>
              {t('conflict.overwrite')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
});
