import { useCallback, useEffect, useState, type RefObject } from 'react';

const canGoFullscreen = (): boolean =>
  typeof document !== 'undefined' && document.fullscreenEnabled === true && typeof HTMLElement.prototype.requestFullscreen === 'function';

export interface Fullscreen {
  /** Full screen, by the browser or by the fallback. */
  active: boolean;
  /** The browser has no Fullscreen API (or refused it): the element fills the viewport by CSS instead. */
  fallback: boolean;
  toggle: () => void;
  exit: () => void;
}

/**
 * Puts an element full screen with the Fullscreen API; where the browser has none (iPhone Safari) or
 * refuses, the element fills the viewport by CSS instead and Escape leaves it.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);
  useEffect(() => {
    const onChange = () => setNative(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement && document.fullscreenElement === target.current) void document.exitFullscreen().catch(() => undefined);
    };
  }, [target]);
  useEffect(() => {
    if (!fallback) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFallback(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fallback]);
  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    setFallback(false);
  }, []);
  const enter = useCallback(async () => {
    const element = target.current;
    if (!element) return;
    if (canGoFullscreen()) {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // Refused (no user gesture, a policy): the CSS fallback still gives the game the whole screen.
      }
    }
    setFallback(true);
  }, [target]);
  const active = native || fallback;
  return { active, fallback, exit, toggle: () => (active ? exit() : void enter()) };
}
