// The merchant's images: what its files may name, and an upload into its assets.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { studioApi } from '../state/api.ts';
import type { StudioStore } from '../state/StudioStore.ts';

export const ImagesSection = observer(function ImagesSection({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const [message, setMessage] = useState<string>();
  const code = store.merchantCode;
  const images = store.images;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const url = await studioApi.upload(code, file);
      await store.loadImages();
      setMessage(intl.formatMessage({ id: 'images.uploaded' }, { url }));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="st-form">
      <h2>{intl.formatMessage({ id: 'section.images' })}</h2>
      <p className="st-hint">{intl.formatMessage({ id: 'images.help' }, { code })}</p>
      <label className="st-field">
        {intl.formatMessage({ id: 'images.upload' })}
        <input type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(e) => void upload(e.target.files?.[0])} />
      </label>
      {message && <p role="status">{message}</p>}
      <ul className="st-images" role="list">
        {images.map((url) => (
          <li key={url}>
            <img src={url} alt="" loading="lazy" />
            <code>{url}</code>
            <button type="button" className="st-link" onClick={() => void navigator.clipboard?.writeText(url)}>{intl.formatMessage({ id: 'images.copy' })}</button>
          </li>
        ))}
      </ul>
    </div>
  );
});
