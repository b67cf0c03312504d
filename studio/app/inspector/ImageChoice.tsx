// A choice of the merchant's images beside a field that names a file, with a small picture of the one named.
import { useIntl } from 'react-intl';

const IMAGE = /\.(png|jpe?g|webp|gif|svg)$/i;

export function ImageChoice({ name, value, images, onChoose }: { name: string; value: unknown; images: readonly string[]; onChoose: (url: string) => void }) {
  const intl = useIntl();
  const named = typeof value === 'string' ? value : '';
  return (
    <>
      <select
        aria-label={intl.formatMessage({ id: 'form.chooseImage' }, { name })}
        value={images.includes(named) ? named : ''}
        onChange={(e) => e.target.value && onChoose(e.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'form.chooseImagePrompt' })}</option>
        {images.map((url) => (
          <option key={url} value={url}>
            {url.split('/').pop()}
          </option>
        ))}
      </select>
      {IMAGE.test(named) && <img className="st-asset__thumb" src={named} alt="" />}
    </>
  );
}
