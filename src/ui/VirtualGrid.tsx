// A long list of equal items where only those near the screen are in the page (@tanstack/react-virtual):
// rows of a grid under the page's own scroll, or one strip that scrolls sideways. Loaded on demand,
// only when a list is long enough to need it.
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useElementWidth } from './useElementWidth.ts';

export interface VirtualGridProps<T> {
  items: readonly T[];
  /** 'grid': rows of `columns` items under the page's scroll; 'row': one strip that scrolls sideways. */
  layout: 'grid' | 'row';
  columns: number;
  /** Space between items, in px. */
  gap: number;
  /**
   * For the list's width: a row's height (grid) or an item's width (row). Sizes are computed, never
   * measured, so scrolling reads no layout and nothing moves once rendered.
   */
  itemExtent: (listWidth: number) => number;
  /** For the list's width: the strip's height (row only). */
  crossExtent?: (listWidth: number) => number;
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  label?: string;
}

/** Rows or items beyond the screen kept rendered on each side, so a quick fling shows no gap. */
const OVERSCAN = 3;

export default function VirtualGrid<T>(props: VirtualGridProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  return (
    <div ref={box} role="list" aria-label={props.label} className={props.className}>
      {width > 0 && (props.layout === 'grid' ? <WindowRows {...props} width={width} box={box} /> : <SidewaysStrip {...props} width={width} />)}
    </div>
  );
}

type Sized<T> = VirtualGridProps<T> & { width: number };

interface SlotProps<T> {
  items: readonly T[];
  index: number;
  renderItem: (item: T, index: number) => ReactNode;
}

function Item<T>({ items, index, renderItem }: SlotProps<T>) {
  return (
    <div role="listitem" aria-setsize={items.length} aria-posinset={index + 1} className="wl-virtual__item">
      {renderItem(items[index], index)}
    </div>
  );
}

interface RowProps<T> extends SlotProps<T> {
  /** Offset from the list's top, and height, in px. */
  top: number;
  height: number;
  columns: number;
  gap: number;
  itemKey: (item: T, index: number) => string;
}

/**
 * One row of the grid, sized by the list and contained (its layout stays inside; paint is not contained,
 * so a focus ring is never clipped). Memoised: while the player scrolls, the rows already in the page stay
 * as they are and only the rows coming in render, so a scroll costs a row, not a screenful.
 */
const GridRow = memo(function GridRow<T>({ items, index, renderItem, itemKey, top, height, columns, gap }: RowProps<T>) {
  const first = index * columns;
  return (
    <div
      role="none"
      className="wl-virtual__row"
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height,
        transform: `translateY(${top}px)`,
        contain: 'size layout style',
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap,
      }}
    >
      {Array.from({ length: Math.min(columns, items.length - first) }, (_, offset) => (
        <Item key={itemKey(items[first + offset], first + offset)} items={items} index={first + offset} renderItem={renderItem} />
      ))}
    </div>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/** One item of the strip, memoised for the same reason. */
const StripCell = memo(function StripCell<T>({ items, index, renderItem, left, width }: SlotProps<T> & { left: number; width: number }) {
  return (
    <div
      role="none"
      className="wl-virtual__cell"
      style={{ position: 'absolute', top: 0, left: 0, width, height: '100%', transform: `translateX(${left}px)`, contain: 'size layout style' }}
    >
      <Item items={items} index={index} renderItem={renderItem} />
    </div>
  );
}) as <T>(props: SlotProps<T> & { left: number; width: number }) => ReactNode;

/** Where the list starts in the document, kept up to date as the page above it changes. */
function useDocumentTop(box: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const read = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    read();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [box]);
  return top;
}

/** Remeasures when the width, and so every item's size, changes. */
function useRemeasure(virtualizer: { measure(): void }, width: number): void {
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, width]);
}

function WindowRows<T>(props: Sized<T> & { box: RefObject<HTMLDivElement | null> }) {
  const { items, columns, gap, width, itemExtent } = props;
  const rowCount = Math.ceil(items.length / columns);
  const scrollMargin = useDocumentTop(props.box);
  // Without flushSync, the rows a scroll brings render after the scroll event, batched, not inside it.
  const rows = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => itemExtent(width),
    gap,
    overscan: OVERSCAN,
    scrollMargin,
    useFlushSync: false,
  });
  useRemeasure(rows, width);
  return (
    <div role="none" style={{ position: 'relative', height: rows.getTotalSize() }}>
      {rows.getVirtualItems().map((row) => (
        <GridRow
          key={row.key}
          items={items}
          index={row.index}
          renderItem={props.renderItem}
          itemKey={props.itemKey}
          top={row.start - scrollMargin}
          height={row.size}
          columns={columns}
          gap={gap}
        />
      ))}
    </div>
  );
}

function SidewaysStrip<T>(props: Sized<T>) {
  const { items, gap, width, itemExtent, crossExtent } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const itemWidth = itemExtent(width);
  const strip = useVirtualizer({
    count: items.length,
    horizontal: true,
    getScrollElement: () => scroller.current,
    estimateSize: () => itemWidth,
    gap,
    overscan: OVERSCAN,
    useFlushSync: false,
  });
  useRemeasure(strip, width);
  return (
    <div ref={scroller} role="none" className="wl-virtual__strip" style={{ overflowX: 'auto', height: crossExtent?.(width) }}>
      <div role="none" style={{ position: 'relative', width: strip.getTotalSize(), height: '100%' }}>
        {strip.getVirtualItems().map((item) => (
          <StripCell
            key={props.itemKey(items[item.index], item.index)}
            items={items}
            index={item.index}
            renderItem={props.renderItem}
            left={item.start}
            width={itemWidth}
          />
        ))}
      </div>
    </div>
  );
}
