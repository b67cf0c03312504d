// A release's home beside the one before it, as a player's phone showed each: the page the server
// rendered from that release, pictured (its scripts do not run), at the smallest phone size.
import { useIntl } from 'react-intl';
import { PHONE_SIZES } from '../parts/phoneSizes.ts';
import { releasePageUrl } from '../../wire.ts';

const PHONE = PHONE_SIZES[0];

export function ReleaseHomes({ release, before, merchant }: { release: number; before: number | undefined; merchant: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const shown = (id: number, caption: string) => (
    <figure className="st-release-home">
      <figcaption>{caption}</figcaption>
      <iframe title={t('history.homeOf', { merchant, id })} src={releasePageUrl(id, merchant)} width={PHONE.width} height={PHONE.height} loading="lazy" />
    </figure>
  );
  return (
    <section className="st-release-homes" aria-label={t('history.homesOf', { id: release, merchant })}>
      {before === undefined ? <p className="st-release-home st-hint">{t('history.noBefore')}</p> : shown(before, t('history.before', { id: before }))}
      {shown(release, t('history.after', { id: release }))}
    </section>
  );
}
