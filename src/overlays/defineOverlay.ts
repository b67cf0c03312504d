import type { ComponentType } from 'react';
import type { Validator } from '../config/validator.ts';
import type { Bundle } from '../i18n/loadMessages.ts';
import type { DeclaredOverlayType, OverlayPropsByType, OverlayType } from '../stores/overlayTypes.ts';
import type { RootStore } from '../stores/RootStore.ts';

/** What an overlay component receives: its props, and `close`, for when the player has closed it. */
export interface OverlayComponentProps<T extends OverlayType> {
  props: OverlayPropsByType[T];
  close: () => void;
}

/** Offers a declared overlay to the OverlayStore while its rule allows it, and withdraws it when not. */
export interface OverlayControl {
  /** `onClose` is told when it goes, however it went (the player, a route change, a withdrawal). */
  offer(onClose?: () => void): void;
  withdraw(): void;
  /** The player closed it, and something new since calls for it again in this page view. */
  allowAgain(): void;
}

/**
 * Watches the stores for the moment a declared overlay may show (its rule, a pure function of theirs,
 * says when); returns what stops the watching when the player leaves the page.
 */
export type OverlayTrigger<T extends DeclaredOverlayType> = (stores: RootStore, props: OverlayPropsByType[T], control: OverlayControl) => () => void;

export interface OverlayDefinition<T extends OverlayType = OverlayType> {
  type: T;
  /** The component, loaded when the overlay first shows. */
  component: () => Promise<{ default: ComponentType<OverlayComponentProps<T>> }>;
  /** The message bundles it speaks with, loaded beside it (some depend on what it is opened with). */
  bundles: readonly Bundle[] | ((props: OverlayPropsByType[T]) => readonly Bundle[]);
}

/** An overlay a page template may declare: its props schema and its trigger come with it. */
export interface DeclaredOverlayDefinition<T extends DeclaredOverlayType = DeclaredOverlayType> extends OverlayDefinition<T> {
  /** The standalone validator of its props schema (schema/overlays/<type>.schema.json). */
  schema: () => Promise<{ default: Validator<OverlayPropsByType[T]> }>;
  trigger: () => Promise<{ default: OverlayTrigger<T> }>;
}

export function defineOverlay<T extends OverlayType>(definition: OverlayDefinition<T>): OverlayDefinition<T> {
  return definition;
}

export function defineDeclaredOverlay<T extends DeclaredOverlayType>(definition: DeclaredOverlayDefinition<T>): DeclaredOverlayDefinition<T> {
  return definition;
}
