// Publish: the saved files become a release that every `wl serve` on the database serves, now or at a
// chosen time, with a note. The dialog shows what changes against the active release first, and refuses,
// as Save does, while a problem stands or a change is unsaved.
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ModalDialog } from '../parts/ModalDialog.tsx';
import { studioApi, type PublicationAnswer, type PublishAnswer } from '../state/api.ts';

type Loaded = { plan: PublicationAnswer } | { error: string } | undefined;

export function PublishDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const ids = useId();
  const [loaded, setLoaded] = useState<Loaded>();
  const [note, setNote] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<PublishAnswer>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setLoaded(undefined);
    setDone(undefined);
    setFailure(undefined);
    let current = true;
    studioApi.publication().then(
      (plan) => current && setLoaded({ plan }),
      (error: Error) => current && setLoaded({ error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [open]);

  const plan = loaded && 'plan' in loaded ? loaded.plan : undefined;
  const blocked = !plan || plan.problems.length > 0 || plan.unsaved.length > 0 || plan.tooLarge.length > 0;
  const publish = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      // A time picked on this computer's clock, sent as the instant it names.
      setDone(await studioApi.publish(note.trim(), when === 'later' && at ? new Date(at).toISOString() : undefined));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog open={open} titleId={`${ids}-title`} onClose={onClose}>
      <h2 id={`${ids}-title`}>{t('publish.title')}</h2>
      {!loaded && <p role="status">{t('common.loading')}</p>}
      {loaded && 'error' in loaded && <p role="alert">{loaded.error}</p>}
      {done ? (
        <>
          <p role="status">
            {t(when === 'later' ? 'publish.doneLater' : 'publish.doneNow', {
              id: done.id,
              at: intl.formatDate(done.activeFrom, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
          {done.pruned.length > 0 && <p>{t('publish.pruned', { ids: done.pruned.map((n) => `#${n}`).join(', ') })}</p>}
        </>
      ) : (
        plan && (
          <>
            {plan.unsaved.length > 0 && <p role="alert">{t('publish.unsaved', { files: plan.unsaved.join(', ') })}</p>}
            {plan.problems.length > 0 && (
              <div role="alert">
                <p>{t('publish.problems', { count: plan.problems.length })}</p>
                <ul>
                  {plan.problems.slice(0, 5).map((p) => (
                    <li key={p.text}>
                      <code>{p.text}</code>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {plan.tooLarge.map((line) => (
              <p key={line} role="alert">
                {line}
              </p>
            ))}
            <h3>{t('publish.changes')}</h3>
            <section aria-label={t('publish.changes')}>
              <pre className="st-release-lines">{plan.changes.join('\n')}</pre>
            </section>
            <label className="st-field">
              {t('publish.note')}
              <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} />
            </label>
            <fieldset className="st-field">
              <legend>{t('publish.when')}</legend>
              <label>
                <input type="radio" name={`${ids}-when`} checked={when === 'now'} onChange={() => setWhen('now')} /> {t('publish.now')}
              </label>
              <label>
                <input type="radio" name={`${ids}-when`} checked={when === 'later'} onChange={() => setWhen('later')} /> {t('publish.later')}
              </label>
              {when === 'later' && (
                <label>
                  {t('publish.at')}
                  <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} required />
                </label>
              )}
            </fieldset>
          </>
        )
      )}
      {failure && <p role="alert">{failure}</p>}
      <div className="st-dialog__actions">
        {!done && (
          <button type="button" className="st-primary" disabled={blocked || busy || (when === 'later' && !at)} onClick={() => void publish()}>
            {t('publish.go')}
          </button>
        )}
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
