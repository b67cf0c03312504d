// Every block type, keyed by the closed BlockType union generated from schema/blocks/. Adding a block:
// a folder here, a schema in schema/blocks/, one line below, a test.
import { BLOCK_TYPES, type BlockType } from '../config/types.generated.ts';
import type { BlockDefinition } from './defineBlock.ts';
import activityButton from './activity-button/index.ts';
import activityButtons from './activity-buttons/index.ts';
import bannerCarousel from './banner-carousel/index.ts';
import downloadBar from './download-bar/index.ts';
import gameLanes from './game-lanes/index.ts';
import marquee from './marquee/index.ts';
import siteFooter from './site-footer/index.ts';
import siteHeader from './site-header/index.ts';
import stickyContainer from './sticky-container/index.ts';

export const blockRegistry: { readonly [T in BlockType]: BlockDefinition<T> } = {
  'activity-button': activityButton,
  'activity-buttons': activityButtons,
  'banner-carousel': bannerCarousel,
  'download-bar': downloadBar,
  'game-lanes': gameLanes,
  marquee,
  'site-footer': siteFooter,
  'site-header': siteHeader,
  'sticky-container': stickyContainer,
};

export function isBlockType(type: string): type is BlockType {
  return (BLOCK_TYPES as readonly string[]).includes(type);
}

/** The definition of a type, widened for the renderer, which validates props against that same type's schema. */
export function definitionOf(type: BlockType): BlockDefinition {
  return blockRegistry[type] as unknown as BlockDefinition;
}
