import type { EmblaCarouselType } from 'embla-carousel';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCarryNavigate } from '../../ui/navigation.tsx';
import { NewGamesMark } from '../../ui/NewGamesMark.tsx';
import type { Banner } from '../../config/types.generated.ts';
import type { BlockComponentProps } from '../defineBlock.ts';
import { useStores } from '../../stores/index.ts';
import { bannerTarget } from './bannerTarget.ts';
import { autoplay, startEmbla, whenCarouselNeeded } from './enhance.ts';
import './banner-carousel.css';

/** Embla attached to the viewport once the carousel needs it (enhance.ts); undefined until then (or with one banner). */
function useEmbla(viewport: React.RefObject<HTMLDivElement | null>, count: number, delayMs: number): EmblaCarouselType | undefined {
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (count < 2) return undefined;
    let instance: EmblaCarouselType | undefined;
    let stopAutoplay: () => void = () => undefined;
    let cancelled = false;
    const area = viewport.current;
    if (!area) return undefined;
    const cancel = whenCarouselNeeded(area, area.querySelector('img'), delayMs, (by) => {
      void startEmbla(area).then((embla) => {
        if (cancelled) return embla.destroy();
        instance = embla;
        stopAutoplay = autoplay(embla, delayMs, by === 'time');
        setApi(embla);
      });
    });
    return () => {
      cancelled = true;
      cancel();
      stopAutoplay();
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, count, delayMs]);
  return api;
}

function BannerCarousel({ props }: BlockComponentProps<'banner-carousel'>) {
  const { content, session } = useStores();
  const intl = useIntl();
  const navigate = useCarryNavigate();
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    void content.banners.ensure();
  }, [content]);
  const banners = content.shownBanners.filter((b) => b.groupName === props.group);
  const api = useEmbla(viewport, banners.length, props.autoplayMs);
  useEffect(() => {
    if (!api) return undefined;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);
  const open = useCallback(
    (banner: Banner) => {
      const target = bannerTarget(banner, session.isLoggedIn);
      if (target.kind === 'route') navigate(target.to);
      else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    },
    [navigate, session],
  );
  const show = (index: number) => {
    if (api) api.scrollTo(index);
    else viewport.current?.scrollTo({ left: index * viewport.current.clientWidth, behavior: 'smooth' });
    setSelected(index);
  };
  const onNativeScroll = () => {
    const el = viewport.current;
    if (!api && el && el.clientWidth > 0) setSelected(Math.round(el.scrollLeft / el.clientWidth));
  };
  const ratio = props.aspectRatio.replace(/\s/g, '');
  // The slide's size in the page's HTML, so the browser knows the picture's shape before it arrives.
  const [width, height] = ratio.split('/').map(Number);
  return (
    <section className="wl-banners" aria-roledescription="carousel" aria-label={intl.formatMessage({ id: 'banner.label' })}>
      <div
        className={`wl-banners__viewport${api ? '' : ' wl-banners__viewport--native'}`}
        ref={viewport}
        style={{ aspectRatio: ratio }}
        onScroll={onNativeScroll}
      >
        <div className="wl-banners__track">
          {banners.map((banner, index) => (
            <div
              className="wl-banners__slide"
              key={`${banner.url}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={intl.formatMessage({ id: 'banner.slide' }, { index: index + 1, count: banners.length })}
            >
              <button type="button" className="wl-banners__hit" onClick={() => open(banner)}>
                <img
                  src={banner.url}
                  alt={banner.alt}
                  width={width}
                  height={height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding={index === 0 ? 'sync' : 'async'}
                />
                {/* A game banner of a vendor with new games says so (GCSGAME_newGameVendor). */}
                {banner.linkageType === 'G' && <NewGamesMark vendor={banner.vendor} />}
              </button>
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <div className="wl-banners__dots">
          {banners.map((_, index) => (
            <button
              key={index}
              type="button"
              className="wl-banners__dot"
              aria-current={index === selected}
              aria-label={intl.formatMessage({ id: 'banner.go_to' }, { index: index + 1 })}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

export default observer(BannerCarousel);
