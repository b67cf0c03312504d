// Starts the overlays a page's template declares: each one's props are checked against its schema, then
// its trigger offers it to the OverlayStore whenever its rule allows, paced by the template's caps.
// Leaving the page stops them all.
// Their code loads once the page has shown its content, the images in view have loaded and the
// browser is idle, one overlay per idle moment: a popup never delays the page it pops up over.
import { useEffect } from 'react';
import type { RuntimeOverlay } from '../config/types.generated.ts';
import { overlayCaps, type OverlayCaps } from '../rules/overlayPacing.ts';
import { whenFirstScreenLoaded } from '../platform/firstScreen.ts';
import { whenIdle } from '../platform/idle.ts';
import { reportOnce } from '../platform/reportOnce.ts';
import { useStores } from '../stores/index.ts';
import { checkProps } from '../config/checkProps.ts';
import { declaredOverlay, isDeclaredOverlayType } from './registry.ts';

const report = (overlay: RuntimeOverlay, reason: string) => reportOnce(`Overlay skipped at ${overlay.pointer}: ${reason}`);

export function PageOverlays({
  overlays,
  caps,
  after,
}: {
  overlays: Record<string, RuntimeOverlay> | undefined;
  /** How many of them may show per page view and per session (the defaults when left out). */
  caps?: Partial<OverlayCaps>;
  /** Settles once the page shows its content. */
  after?: Promise<unknown>;
}) {
  const stores = useStores();
  const { perPageView, perSession } = overlayCaps(caps);
  useEffect(() => {
    stores.overlays.setCaps({ perPageView, perSession });
  }, [stores, perPageView, perSession]);
  useEffect(() => {
    let active = true;
    let cancelIdle: () => void = () => undefined;
    const stops: (() => void)[] = [];
    const startOne = (id: string, overlay: RuntimeOverlay) => {
      const { type, props, priority } = overlay;
      if (!isDeclaredOverlayType(type)) {
        report(overlay, `unknown overlay type "${type}"`);
        return;
      }
      const definition = declaredOverlay(type);
      void Promise.all([definition.schema(), definition.trigger()]).then(
        ([schema, trigger]) => {
          if (!active) return;
          const checked = checkProps(schema.default, props);
          if (!checked.ok) {
            report(overlay, checked.reason);
            return;
          }
          stops.push(
            trigger.default(stores, checked.props, {
              offer: (onClose) => stores.overlays.open(type, checked.props, { priority, scope: 'page', key: id, oncePerPageView: true, paced: true, onClose }),
              withdraw: () => stores.overlays.withdraw(id),
              allowAgain: () => stores.overlays.allowAgain(id),
            }),
          );
        },
        (error: Error) => report(overlay, error.message),
      );
    };
    // One overlay per idle moment: their code loads and starts in small pieces, never one long task.
    const queue = Object.entries(overlays ?? {});
    const startNext = () => {
      const next = queue.shift();
      if (!active || !next) return;
      startOne(...next);
      cancelIdle = whenIdle(startNext);
    };
    void Promise.resolve(after)
      .then(() => whenFirstScreenLoaded())
      .then(() => {
        if (active) cancelIdle = whenIdle(startNext);
      });
    return () => {
      active = false;
      cancelIdle();
      for (const stop of stops) stop();
    };
  }, [overlays, after, stores]);
  return null;
}
