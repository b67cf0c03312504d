import { observer } from 'mobx-react-lite';
import { use } from 'react';
import type { BlockType, ResolvedPage } from '../config/types.generated.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { definitionOf, isBlockType } from '../blocks/registry.ts';
import { BlockHost } from './BlockHost.tsx';
import { loadBlock } from './loadBlock.ts';
import { settledForReact } from '../platform/settledForReact.ts';
import { HydrationBoundary } from '../ui/HydrationBoundary.tsx';
import { useStores } from '../stores/index.ts';
import { shownOrder } from './shownOrder.ts';

/** The first blocks of a page (the top of the screen) hydrate at once; the rest when the browser is idle. */
const HYDRATED_AT_ONCE = 3;

const preloads = new Map<string, Promise<unknown>>();

/** Starts loading every block module a page uses; the same promise for the same set of types. */
export function preloadPage(page: ResolvedPage): Promise<unknown> {
  const types = new Set<string>();
  const collect = (blocks: ResolvedPage['blocks'], order: string[]) => {
    for (const id of order) {
      const block = blocks[id];
      if (!block) continue;
      types.add(block.type);
      if (block.blocks) collect(block.blocks, block.order ?? []);
    }
  };
  collect(page.blocks, page.order);
  return preload([...types].filter(isBlockType).sort());
}

function preload(types: BlockType[]): Promise<unknown> {
  const key = types.join(',');
  let promise = preloads.get(key);
  if (!promise) {
    promise = settledForReact(Promise.allSettled(types.map((type) => loadBlock(definitionOf(type)))));
    preloads.set(key, promise);
  }
  return promise;
}

/** Waits for every block module of the page at once, so the blocks appear together without shifting. */
function PreloadedBlocks({ page, order, ready }: { page: ResolvedPage; order: string[]; ready?: Promise<unknown> }) {
  use(preloadPage(page));
  if (ready) use(ready);
  return (
    <>
      {order.map((id, index) => (
        <BlockHost key={id} id={id} block={page.blocks[id]} later={index >= HYDRATED_AT_ONCE} />
      ))}
    </>
  );
}

/**
 * Renders a resolved template through the block registry, once its blocks (and `ready`) have arrived: the
 * blocks shown now, a block with a window only within it.
 */
export const TemplatePage = observer(function TemplatePage({ page, ready }: { page: ResolvedPage; ready?: Promise<unknown> }) {
  const { clock } = useStores();
  return (
    <HydrationBoundary fallback={<Spinner />}>
      <PreloadedBlocks page={page} order={shownOrder(clock, page.blocks, page.order)} ready={ready} />
    </HydrationBoundary>
  );
});
