// Renders one block of a template: looks its type up in the registry, checks its props against the
// block's schema, and keeps any failure inside the block. Problems are visible in the preview and
// silent (one console report) in production.
import { use, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import type { RuntimeBlock } from '../config/types.generated.ts';
import { reportOnce } from '../platform/reportOnce.ts';
import { whenIdleOrTouched } from '../platform/idle.ts';
import { HydrationBoundary } from '../ui/HydrationBoundary.tsx';
import { isHydrating } from '../platform/takenOver.ts';
import { useStores } from '../stores/index.ts';
import { definitionOf, isBlockType } from '../blocks/registry.ts';
import { checkProps } from '../config/checkProps.ts';
import { loadBlock } from './loadBlock.ts';
import { shownOrder } from './shownOrder.ts';
import './renderer.css';

const report = (block: RuntimeBlock, reason: string) => reportOnce(`Block skipped at ${block.pointer}: ${reason}`);

export const BlockNotice = observer(function BlockNotice({ block, reason }: { block: RuntimeBlock; reason: string }) {
  const { site } = useStores();
  report(block, reason);
  if (!site.isPreview) return null;
  return (
    <div className="wl-block-notice" role="note">
      <FormattedMessage id="preview.block_skipped" values={{ type: block.type, merchant: site.merchantCode }} />
      <code>{block.pointer}</code>
      <span>{reason}</span>
    </div>
  );
});

function LoadedBlockView({ id, block }: { id: string; block: RuntimeBlock }) {
  if (!isBlockType(block.type)) return <BlockNotice block={block} reason={`unknown block type "${block.type}"`} />;
  const { Component, validate } = use(loadBlock(definitionOf(block.type)));
  const checked = checkProps(validate, block.props);
  if (!checked.ok) return <BlockNotice block={block} reason={checked.reason} />;
  const renderChildren = (): ReactNode[] => [<InnerBlocks key="inner" block={block} />];
  return <Component id={id} props={checked.props as never} renderChildren={renderChildren} />;
}

/** A block's inner blocks shown now: it follows their windows whether or not the block itself observes. */
const InnerBlocks = observer(function InnerBlocks({ block }: { block: RuntimeBlock }) {
  const { clock } = useStores();
  const blocks = block.blocks ?? {};
  return (
    <>
      {shownOrder(clock, blocks, block.order ?? []).map((childId) => (
        <BlockHost key={childId} id={childId} block={blocks[childId]} />
      ))}
    </>
  );
});

/**
 * Holds the hydration of a block sent by the server until the browser is idle or the player reaches for
 * the page: its HTML stays on screen meanwhile, and the main thread is free for what is in view.
 */
function HydrateLater({ children }: { children: ReactNode }) {
  // Asked outside React (isHydrating), so nothing updates this part when hydration ends: an update
  // reaching a boundary inside it that has not yet hydrated would make React draw that boundary again.
  if (isHydrating()) use(whenIdleOrTouched());
  return <>{children}</>;
}

/**
 * In the preview, each block is wrapped in a box-less element naming where it comes from, so the
 * studio beside the preview can tell which block a click landed on and outline the one it edits.
 */
function PreviewMark({ pointer, children }: { pointer: string; children: ReactNode }) {
  // Read once, not observed: whether this is the preview never changes in a page's life, and a player's
  // page should not pay a reaction per block for it.
  const { site } = useStores();
  return site.isPreview ? (
    <div className="wl-preview-mark" data-wl-block={pointer}>
      {children}
    </div>
  ) : (
    children
  );
}

export function BlockHost({ id, block, fallback = null, later = false }: { id: string; block: RuntimeBlock; fallback?: ReactNode; later?: boolean }) {
  const view = (
    <PreviewMark pointer={block.pointer}>
      <LoadedBlockView id={id} block={block} />
    </PreviewMark>
  );
  return (
    <ErrorBoundary fallback={(error) => <BlockNotice block={block} reason={error.message} />}>
      <HydrationBoundary fallback={fallback}>{later ? <HydrateLater>{view}</HydrateLater> : view}</HydrationBoundary>
    </ErrorBoundary>
  );
}
