// The releases of the database, newest first: each one's state, who published it when and why, what it
// changed from the one before, and two ways back: roll back to it (served again at once, on every
// instance) or restore it as drafts to go on editing from.
import { useCallback, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ModalDialog } from '../parts/ModalDialog.tsx';
import { ReleaseHomes } from './ReleaseHomes.tsx';
import { studioApi, type ReleaseItem, type ReleasesAnswer } from '../state/api.ts';
import type { StudioStore } from '../state/StudioStore.ts';

export function ReleaseHistory({ store, open, onClose }: { store: StudioStore; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const ids = useId();
  const [list, setList] = useState<ReleasesAnswer | { error: string }>();
  const [diffs, setDiffs] = useState<Record<number, string[]>>({});
  const [homes, setHomes] = useState<number>();
  const [note, setNote] = useState<string>();

  const load = useCallback(() => {
    studioApi.releases().then(setList, (error: Error) => setList({ error: error.message }));
  }, []);
  useEffect(() => {
    if (!open) return;
    setList(undefined);
    setDiffs({});
    setHomes(undefined);
    setNote(undefined);
    load();
  }, [open, load]);

  const act = async (work: () => Promise<string>) => {
    try {
      setNote(await work());
    } catch (error) {
      setNote(error instanceof Error ? error.message : String(error));
    }
    load();
  };
  const showDiff = (id: number) =>
    void studioApi.releaseDiff(id).then(
      (answer) => setDiffs((shown) => ({ ...shown, [id]: answer.lines })),
      (error: Error) => setNote(error.message),
    );
  const rollBack = (release: ReleaseItem) =>
    act(async () => {
      const answer = await studioApi.rollback(release.id);
      return t('history.rolledBack', { id: answer.active, from: answer.from });
    });
  const restore = (release: ReleaseItem) =>
    act(async () => {
      const answer = await studioApi.restore(release.id);
      store.setProblems(answer);
      await store.reopen(answer.restored);
      const said =
        answer.restored.length > 0 ? t('history.restored', { id: release.id, files: answer.restored.join(', ') }) : t('history.same', { id: release.id });
      return [said, ...answer.left].join(' ');
    });
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <ModalDialog open={open} titleId={`${ids}-title`} onClose={onClose} className="st-dialog st-dialog--wide">
      <h2 id={`${ids}-title`}>{t('history.title')}</h2>
      {!list && <p role="status">{t('common.loading')}</p>}
      {list && 'error' in list && <p role="alert">{list.error}</p>}
      {note && <p role="status">{note}</p>}
      {list && 'releases' in list && (
        <>
          <p className="st-hint">{t('history.database', { database: list.database })}</p>
          {list.releases.length === 0 && <p>{t('history.none')}</p>}
          <ol className="st-releases" aria-label={t('history.title')}>
            {list.releases.map((r, i) => (
              <li key={r.id} aria-label={t('history.release', { id: r.id })}>
                <p>
                  <strong>#{r.id}</strong> {t(`history.state.${r.state}`, { at: r.scheduledFor ? when(r.scheduledFor) : '' })} ·{' '}
                  {t('history.by', { at: when(r.publishedAt), by: r.publishedBy })}
                  {r.note && <> · {r.note}</>}
                </p>
                <div className="st-dialog__actions">
                  <button type="button" onClick={() => showDiff(r.id)} disabled={r.id in diffs}>
                    {t('history.changes')}
                  </button>
                  <button type="button" aria-expanded={homes === r.id} onClick={() => setHomes(homes === r.id ? undefined : r.id)}>
                    {t('history.homes')}
                  </button>
                  {r.state === 'past' && (
                    <button type="button" onClick={() => void rollBack(r)}>
                      {t('history.rollBack')}
                    </button>
                  )}
                  <button type="button" onClick={() => void restore(r)} disabled={store.dirtyFiles.length > 0}>
                    {t('history.restore')}
                  </button>
                </div>
                {diffs[r.id] && (
                  <section aria-label={t('history.changesOf', { id: r.id })}>
                    <pre className="st-release-lines">{diffs[r.id].join('\n')}</pre>
                  </section>
                )}
                {homes === r.id && <ReleaseHomes release={r.id} before={list.releases[i + 1]?.id} merchant={store.merchantCode} />}
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="st-dialog__actions">
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
