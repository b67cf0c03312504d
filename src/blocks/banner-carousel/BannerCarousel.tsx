import useEmblaCarousel from 'embla-carousel-react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCarryNavigate } from '../../app/navigation.tsx';
import type { Banner } from '../../config/types.generated.ts';
import type { BlockComponentProps } from '../../renderer/defineBlock.ts';
import { useStores } from '../../stores/index.ts';
import { bannerTarget } from './bannerTarget.ts';
import './banner-carousel.css';

function useAutoplay(api: ReturnType<typeof useEmblaCarousel>[1], delayMs: number, count: number) {
  useEffect(() => {
    if (!api || count < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    let timer = setInterval(() => api.scrollNext(), delayMs);
    const restart = () => {
      clearInterval(timer);
      timer = setInterval(() => api.scrollNext(), delayMs);
    };
    api.on('pointerUp', restart);
    return () => {
      clearInterval(timer);
      api.off('pointerUp', restart);
    };
  }, [api, delayMs, count]);
}

function BannerCarousel({ props }: BlockComponentProps<'banner-carousel'>) {
  const { content, session } = useStores();
  const intl = useIntl();
  const navigate = useCarryNavigate();
  const [viewport, api] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    void content.banners.ensure();
  }, [content]);
  useEffect(() => {
    if (!api) return undefined;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);
  const banners = (content.banners.value ?? []).filter((b) => b.groupName === props.group);
  useAutoplay(api, props.autoplayMs ?? 5000, banners.length);
  const open = useCallback(
    (banner: Banner) => {
      const target = bannerTarget(banner, session.isLoggedIn);
      if (target.kind === 'route') navigate(target.to);
      else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
    },
    [navigate, session],
  );
  const ratio = (props.aspectRatio ?? '750/330').replace(/\s/g, '');
  return (
    <section className="wl-banners" aria-roledescription="carousel" aria-label={intl.formatMessage({ id: 'banner.label' })}>
      <div className="wl-banners__viewport" ref={viewport} style={{ aspectRatio: ratio }}>
        <div className="wl-banners__track">
          {banners.map((banner, index) => (
            <div className="wl-banners__slide" key={`${banner.url}-${index}`} role="group" aria-roledescription="slide"
              aria-label={intl.formatMessage({ id: 'banner.slide' }, { index: index + 1, count: banners.length })}>
              <button type="button" className="wl-banners__hit" onClick={() => open(banner)}>
                <img src={banner.url} alt={banner.alt} loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding={index === 0 ? 'sync' : 'async'} />
              </button>
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <div className="wl-banners__dots">
          {banners.map((_, index) => (
            <button key={index} type="button" className="wl-banners__dot" aria-current={index === selected}
              aria-label={intl.formatMessage({ id: 'banner.go_to' }, { index: index + 1 })} onClick={() => api?.scrollTo(index)} />
          ))}
        </div>
      )}
    </section>
  );
}

export default observer(BannerCarousel);
