// An image that loads when it nears the screen, in a box whose shape is fixed before it arrives, so
// nothing moves when it does; a broken image shows the fallback in the same box.
import { useState, type ReactNode } from 'react';
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
  // Kept per address, so a new address tries again.
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = failedSrc === src;
  return (
    <span className={`wl-lazy-image${failed ? ' wl-lazy-image--failed' : ''}${className ? ` ${className}` : ''}`} style={{ aspectRatio: ratio }}>
      {failed ? (
        <span className="wl-lazy-image__fallback" {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>{fallback}</span>
      ) : (
        <img src={src} alt={alt} loading={loading} decoding="async" onError={() => setFailedSrc(src)} />
      )}
    </span>
  );
}
