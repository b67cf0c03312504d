// The page's blocks as a nested list: select, reorder (drag and drop, or Alt+Arrow keys), duplicate, hide
// and delete. Every control is a button with a name; moving by keyboard keeps the focus on the block moved.
import { observer } from 'mobx-react-lite';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { withCopy, withHidden, withMove, withoutBlock, type TreeNode } from '../state/pageEdits.ts';
import type { StudioStore } from '../state/StudioStore.ts';
import { blockLabel } from '../parts/labels.ts';
import { AddBlock } from './AddBlock.tsx';
import { Icon, type IconName } from '../parts/icons.tsx';

/** The page itself, as a parent of blocks: one object, so the rows' props stay the same across edits. */
const PAGE: string[] = [];

export const BlockTree = observer(function BlockTree({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const tree = store.tree;
  return (
    <nav className="st-tree" aria-label={intl.formatMessage({ id: 'tree.label' })}>
      <Branch store={store} nodes={tree} parent={PAGE} />
      <AddBlock store={store} parent={PAGE} />
    </nav>
  );
});

const Branch = observer(function Branch({ store, nodes, parent }: { store: StudioStore; nodes: TreeNode[]; parent: string[] }) {
  const dragged = useRef<number | undefined>(undefined);
  const [over, setOver] = useState<number>();
  const move = (from: number, to: number) => moveBlock(store, parent, nodes.length, from, to);
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    setOver(undefined);
    if (dragged.current !== undefined) move(dragged.current, index);
    dragged.current = undefined;
  };
  return (
    <ul className="st-tree__list" role="list">
      {nodes.map((node, index) => (
        <li
          key={node.id}
          className={`st-tree__item${over === index ? ' st-tree__item--over' : ''}${node.hidden ? ' st-tree__item--hidden' : ''}`}
          draggable
          onDragStart={(event) => {
            event.stopPropagation();
            dragged.current = index;
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', node.id);
          }}
          onDragOver={(event) => {
            if (dragged.current === undefined) return;
            event.preventDefault();
            event.stopPropagation();
            setOver(index);
          }}
          onDragLeave={() => setOver(undefined)}
          onDrop={onDrop(index)}
        >
          <Row store={store} node={node} index={index} count={nodes.length} parent={parent} />
          {node.children.length > 0 && <Branch store={store} nodes={node.children} parent={node.path} />}
          {node.children.length > 0 && <AddBlock store={store} parent={node.path} />}
        </li>
      ))}
    </ul>
  );
});

/** Moves a block among its siblings, when there is room. */
function moveBlock(store: StudioStore, parent: string[], count: number, from: number, to: number): void {
  if (!store.docs || from === to || to < 0 || to >= count) return;
  store.applyDocs(withMove(store.docs, parent, from, to), 'move');
}

// Its props are all stable across edits elsewhere (a node an edit did not touch is the same object), so
// a row draws again only when its own block changes.
const Row = observer(function Row({
  store,
  node,
  index,
  count,
  parent,
}: {
  store: StudioStore;
  node: TreeNode;
  index: number;
  count: number;
  parent: string[];
}) {
  const intl = useIntl();
  const move = (from: number, to: number) => moveBlock(store, parent, count, from, to);
  const selected = store.selection?.kind === 'block' && store.selection.path.join('/') === node.path.join('/');
  const name = blockLabel(intl, node.type, node.id);
  const t = (id: string) => intl.formatMessage({ id }, { name });
  // The documents are read when a button acts, not while drawing: an edit elsewhere in the page
  // changes them, and would draw every row again.
  const docs = () => store.docs!;
  const problems = store.problems.filter((p) => p.pointer.startsWith(`/blocks/${node.path.join('/blocks/')}`) && p.file === store.templateFile?.path);
  const row = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, index + (event.key === 'ArrowUp' ? -1 : 1));
  };
  return (
    <div ref={row} className={`st-tree__row${selected ? ' st-tree__row--selected' : ''}`}>
      <span className="st-tree__grip" aria-hidden="true">
        ⋮⋮
      </span>
      <button
        type="button"
        className="st-tree__name"
        aria-pressed={selected}
        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
        data-block-path={node.path.join('/')}
        onClick={() => store.select({ kind: 'block', path: node.path })}
        onKeyDown={onKeyDown}
      >
        {name}
        {/* The badges are words of the name too: a comma keeps them apart from it when read aloud. */}
        {node.hidden && <Badge text={intl.formatMessage({ id: 'tree.hidden' })} />}
        {problems.length > 0 && <Badge text={intl.formatMessage({ id: 'tree.problems' }, { count: problems.length })} error />}
      </button>
      <span className="st-tree__actions">
        <IconButton label={t('tree.up')} disabled={index === 0} onClick={() => move(index, index - 1)} icon="up" />
        <IconButton label={t('tree.down')} disabled={index === count - 1} onClick={() => move(index, index + 1)} icon="down" />
        <IconButton
          label={t('tree.duplicate')}
          onClick={() => {
            const { docs: next, id } = withCopy(docs(), node.path);
            store.applyDocs(next, 'duplicate');
            store.select({ kind: 'block', path: [...node.path.slice(0, -1), id] });
          }}
          icon="copy"
        />
        {node.path.length === 1 && (
          <IconButton
            label={t(node.hidden ? 'tree.show' : 'tree.hide')}
            pressed={node.hidden}
            onClick={() => store.applyDocs(withHidden(docs(), node.id, !node.hidden), node.hidden ? 'show' : 'hide')}
            icon={node.hidden ? 'eyeOff' : 'eye'}
          />
        )}
        <IconButton
          label={t('tree.delete')}
          onClick={() => {
            // The focus goes on before the block goes: to the block after it, else the one before, else its parent.
            focusAfterRemoving(row.current);
            if (store.selection?.kind === 'block' && store.selection.path.join('/').startsWith(node.path.join('/'))) store.select(undefined);
            store.applyDocs(withoutBlock(docs(), node.path), 'delete');
          }}
          icon="remove"
        />
      </span>
    </div>
  );
});

/** A word after a block's name (hidden, a count of problems): apart from it when read, as on screen. */
function Badge({ text, error = false }: { text: string; error?: boolean }) {
  return (
    <>
      <span className="st-visually-hidden">,</span> <span className={`st-badge${error ? ' st-badge--error' : ''}`}>{text}</span>
    </>
  );
}

/** Puts the focus on the block beside a row about to go, else on its parent block, else on the page's add button. */
function focusAfterRemoving(row: HTMLElement | null): void {
  const item = row?.parentElement;
  const sibling = item?.nextElementSibling ?? item?.previousElementSibling;
  const parent = item?.parentElement?.closest('li');
  const target =
    sibling?.querySelector<HTMLElement>(':scope > .st-tree__row .st-tree__name') ?? parent?.querySelector<HTMLElement>(':scope > .st-tree__row .st-tree__name');
  (target ?? row?.closest('nav')?.querySelector<HTMLElement>(':scope > .st-add .st-add__button'))?.focus();
}

function IconButton({
  label,
  icon,
  onClick,
  disabled,
  pressed,
}: {
  label: string;
  icon: IconName;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
}) {
  return (
    <button type="button" className="st-icon" aria-label={label} title={label} disabled={disabled} aria-pressed={pressed} onClick={onClick}>
      <Icon name={icon} />
    </button>
  );
}
