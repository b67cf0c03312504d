// Loads a block's component and validator once per type and shares the promise, so every instance of
// a block (and React's retries under Suspense) waits on the same download.
import type { ComponentType } from 'react';
import type { BlockType } from '../config/types.generated.ts';
import type { Validator } from '../config/validator.ts';
import type { BlockComponentProps, BlockDefinition } from '../blocks/defineBlock.ts';
import { settledForReact } from '../platform/settledForReact.ts';

export interface LoadedBlock {
  Component: ComponentType<BlockComponentProps<BlockType>>;
  validate: Validator<Record<string, unknown>>;
}

const loaded = new Map<BlockType, Promise<LoadedBlock>>();

export function loadBlock<T extends BlockType>(definition: BlockDefinition<T>): Promise<LoadedBlock> {
  let promise = loaded.get(definition.type);
  if (!promise) {
    promise = Promise.all([definition.component(), definition.schema()]).then(([component, schema]) => ({
      // The props were validated against this very type's schema before the component renders.
      Component: component.default as unknown as ComponentType<BlockComponentProps<BlockType>>,
      validate: schema.default as unknown as Validator<Record<string, unknown>>,
    }));
    // A failed download may be retried on the next render.
    promise.catch(() => loaded.delete(definition.type));
    loaded.set(definition.type, settledForReact(promise));
  }
  return promise;
}
