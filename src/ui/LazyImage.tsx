// An image that loads when it nears the screen, in a box whose shape is fixed before it arrives, so
// nothing moves when it does; a broken image is tried on the merchant's other image servers, then shows
// the fallback in the same box.
import { useMemo, useState, type ReactNode } from 'react';
import { imageAddresses } from '../rules/imageServers.ts';
import { useStores } from '../stores/index.ts';
import './lazy-image.css';

export interface LazyImageProps {
  src: string;
  /** Empty for an image beside text that already names it. */
  alt?: string;
  /** CSS aspect ratio of the box, e.g. '1 / 1' or '750 / 330'. */
  ratio: string;
  /**
   * 'eager' where the image is only in the page near the screen anyway (a virtualised list): the browser
   * then skips the visibility tracking lazy images cost.
   */
  loading?: 'lazy' | 'eager';
  /** What the box shows when the image cannot load (an initial, an icon). */
  fallback?: ReactNode;
  className?: string;
}

export function LazyImage({ src, alt = '', ratio, loading = 'lazy', fallback, className }: LazyImageProps) {
  const servers = useStores().site.config.imageCDNs;
  const addresses = useMemo(() => imageAddresses(src, servers), [src, servers]);
  // Kept per address, so a new address starts again from its first server.
  const [failures, setFailures] = useState<{ src: string; count: number }>({ src, count: 0 });
  const tried = failures.src === src ? failures.count : 0;
  const failed = tried >= addresses.length;
  return (
    <span className={`wl-lazy-image${failed ? ' wl-lazy-image--failed' : ''}${className ? ` ${className}` : ''}`} style={{ aspectRatio: ratio }}>
      {failed ? (
        <span className="wl-lazy-image__fallback" {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
          {fallback}
        </span>
      ) : (
        <img src={addresses[tried]} alt={alt} loading={loading} decoding="async" onError={() => setFailures({ src, count: tried + 1 })} />
      )}
    </span>
  );
}
