// The merchant's images: what its files may name, and an upload into its assets under a name the operator
// sees before sending, replacing an image already there only once they confirm it.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { imageNameFor } from '../../../project/imageNames.ts';
import { studioApi, type ImageFacts } from '../state/api.ts';
import type { StudioStore } from '../state/StudioStore.ts';

interface Replacing {
  name: string;
  file: File;
  existing: ImageFacts;
  uploaded: ImageFacts;
}

export const ImagesSection = observer(function ImagesSection({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const [message, setMessage] = useState<{ text: string; error?: boolean }>();
  const [file, setFile] = useState<File>();
  const [name, setName] = useState('');
  const [replacing, setReplacing] = useState<Replacing>();
  const code = store.merchantCode;
  const images = store.images;
  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setName(chosen ? imageNameFor(chosen.name) : '');
    setMessage(undefined);
  };
  const upload = async (replace = false) => {
    if (!file) return;
    setReplacing(undefined);
    try {
      const answer = await studioApi.upload(code, name, file, replace);
      if (answer.status === 'exists') {
        setReplacing({ name, file, existing: answer.existing, uploaded: answer.uploaded });
        return;
      }
      store.setProblems(answer.checks);
      await store.loadImages();
      setMessage({ text: intl.formatMessage({ id: 'images.uploaded' }, { url: answer.url }) });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : String(error), error: true });
    }
  };
  return (
    <div className="st-form">
      <h2>{intl.formatMessage({ id: 'section.images' })}</h2>
      <p className="st-hint">{intl.formatMessage({ id: 'images.help' }, { code })}</p>
      <label className="st-field">
        {intl.formatMessage({ id: 'images.upload' })}
        <input type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(e) => choose(e.target.files?.[0])} />
      </label>
      {file && (
        <form
          className="st-upload"
          onSubmit={(e) => {
            e.preventDefault();
            void upload();
          }}
        >
          <label className="st-field">
            {intl.formatMessage({ id: 'images.name' }, { code })}
            <input type="text" value={name} onChange={(e) => setName(e.target.value)} spellCheck={false} aria-describedby="st-image-name-help" />
          </label>
          <p id="st-image-name-help" className="st-hint">
            {intl.formatMessage({ id: 'images.nameHelp' })}
          </p>
          <button type="submit">{intl.formatMessage({ id: 'images.send' })}</button>
        </form>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'st-error' : undefined}>
          {message.text}
        </p>
      )}
      <ul className="st-images" role="list">
        {images.map((url) => (
          <li key={url}>
            <img src={url} alt="" loading="lazy" />
            <code>{url}</code>
            <button
              type="button"
              className="st-link"
              aria-label={intl.formatMessage({ id: 'images.copyOf' }, { name: url.split('/').pop() })}
              onClick={() => void navigator.clipboard?.writeText(url)}
            >
              {intl.formatMessage({ id: 'images.copy' })}
            </button>
          </li>
        ))}
      </ul>
      <ReplaceDialog code={code} replacing={replacing} onReplace={() => void upload(true)} onKeep={() => setReplacing(undefined)} />
    </div>
  );
});

/** Asks before an upload takes the place of an image already there, saying what each one is. */
function ReplaceDialog({ code, replacing, onReplace, onKeep }: { code: string; replacing: Replacing | undefined; onReplace: () => void; onKeep: () => void }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (replacing && !element.open) element.showModal();
    if (!replacing && element.open) element.close();
  }, [replacing]);
  return (
    <dialog
      ref={dialog}
      className="st-dialog"
      aria-labelledby="st-replace-title"
      aria-describedby="st-replace-explain"
      onCancel={(e) => {
        // Escape keeps the image there, as the button does.
        e.preventDefault();
        onKeep();
      }}
    >
      {replacing && (
        <>
          <h2 id="st-replace-title">{intl.formatMessage({ id: 'images.replaceTitle' }, { name: replacing.name })}</h2>
          <p id="st-replace-explain">{intl.formatMessage({ id: 'images.replaceExplain' }, { name: replacing.name, code })}</p>
          <dl className="st-replace__facts">
            <dt>{intl.formatMessage({ id: 'images.existing' })}</dt>
            <dd>{describeImage(intl, replacing.existing)}</dd>
            <dt>{intl.formatMessage({ id: 'images.new' })}</dt>
            <dd>{describeImage(intl, replacing.uploaded)}</dd>
          </dl>
          <div className="st-dialog__actions">
            <button type="button" onClick={onKeep}>
              {intl.formatMessage({ id: 'images.keep' })}
            </button>
            <button type="button" className="st-danger" onClick={onReplace}>
              {intl.formatMessage({ id: 'images.replace' })}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

const TYPE_NAMES: Record<NonNullable<ImageFacts['type']>, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', gif: 'GIF' };

function describeImage(intl: IntlShape, image: ImageFacts): string {
  const kb = intl.formatNumber(image.bytes / 1024, { maximumFractionDigits: 1 });
  if (!image.type || !image.width || !image.height) return intl.formatMessage({ id: 'images.factsSize' }, { kb });
  return intl.formatMessage({ id: 'images.facts' }, { type: TYPE_NAMES[image.type], width: image.width, height: image.height, kb });
}
