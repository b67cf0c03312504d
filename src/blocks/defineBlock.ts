import type { ComponentType, ReactNode } from 'react';
import type { BlockPropsByType, BlockType } from '../config/types.generated.ts';
import type { Validator } from '../config/validator.ts';

/** What a block component receives: its validated props, its id, and its child blocks rendered. */
export interface BlockComponentProps<T extends BlockType> {
  id: string;
  props: BlockPropsByType[T];
  /** Child blocks in their order, each inside its own error boundary (container blocks only). */
  renderChildren: () => ReactNode[];
}

export interface BlockDefinition<T extends BlockType = BlockType> {
  type: T;
  /** The component, loaded when a page first uses the block. */
  component: () => Promise<{ default: ComponentType<BlockComponentProps<T>> }>;
  /** The standalone validator of the block's props schema (schema/blocks/<type>.schema.json). */
  schema: () => Promise<{ default: Validator<BlockPropsByType[T]> }>;
}

export function defineBlock<T extends BlockType>(definition: BlockDefinition<T>): BlockDefinition<T> {
  return definition;
}
