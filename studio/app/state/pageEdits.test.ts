import { describe, expect, it } from 'vitest';
import {
  effectiveOverlayProps,
  effectiveProps,
  pageTree,
  withOverlayProps,
  withCopy,
  withHidden,
  withMove,
  withNewBlock,
  withNewOverlay,
  withoutBlock,
  withoutOverlay,
  withOverlayCopy,
  withProps,
  type Docs,
} from './pageEdits.ts';

const docs = (): Docs => ({
  page: 'home',
  merchant: { pages: { home: { template: 'casino-home', props: { banner: { autoplayMs: 4000 } } } } },
  template: {
    name: 'casino-home',
    order: ['top', 'banner', 'lanes'],
    blocks: {
      top: {
        type: 'sticky-container',
        props: {},
        blocks: { header: { type: 'site-header', props: { showLogin: true } }, bar: { type: 'download-bar', props: {} } },
        order: ['header', 'bar'],
      },
      banner: { type: 'banner-carousel', props: { group: 'm_banner', autoplayMs: 5000 } },
      lanes: { type: 'game-lanes', props: { layout: 'grid' } },
    },
  },
});

describe('page edits', () => {
  it('lists the page as a tree in the merchant order, with hidden blocks marked', () => {
    const d = withHidden(withMove(docs(), [], 2, 0), 'banner', true);
    const tree = pageTree(d);
    expect(tree.map((n) => [n.id, n.hidden])).toEqual([
      ['lanes', false],
      ['top', false],
      ['banner', true],
    ]);
    expect(tree[1].children.map((n) => n.pointer)).toEqual([
      'templates/casino-home.json#/blocks/top/blocks/header',
      'templates/casino-home.json#/blocks/top/blocks/bar',
    ]);
  });

  it.each([
    ['an override is what differs from the template', { group: 'm_banner', autoplayMs: 6000 }, { autoplayMs: 6000 }],
    ['a value back to the template drops the override', { group: 'm_banner', autoplayMs: 5000 }, undefined],
  ])('%s', (_, props, override) => {
    const d = withProps(docs(), ['banner'], props, 'merchant');
    expect(d.merchant.pages.home.props?.banner).toEqual(override);
    expect(d.template).toEqual(docs().template);
    expect(effectiveProps(d, ['banner'])).toEqual(props);
  });

  it('writes template props for the template scope and for nested blocks', () => {
    expect(withProps(docs(), ['banner'], { group: 'x' }, 'template').template.blocks.banner.props).toEqual({ group: 'x' });
    const nested = withProps(docs(), ['top', 'header'], { showLogin: false }, 'merchant');
    expect(nested.template.blocks.top.blocks?.header.props).toEqual({ showLogin: false });
    expect(nested.merchant).toEqual(docs().merchant);
  });

  it.each([
    ['a page block moves in the merchant order', [], 0, 2, { merchant: ['banner', 'lanes', 'top'] }],
    ['moving back to the template order leaves none of its own', [], 0, 0, { merchant: undefined }],
    ['a nested block moves in the template', ['top'], 1, 0, { nested: ['bar', 'header'] }],
  ] as const)('%s', (_, parent, from, to, expected) => {
    const d = withMove(docs(), [...parent], from, to);
    if ('merchant' in expected) expect(d.merchant.pages.home.order).toEqual(expected.merchant);
    if ('nested' in expected) expect(d.template.blocks.top.order).toEqual(expected.nested);
    expect(d.template.order).toEqual(['top', 'banner', 'lanes']);
  });

  it('hides and shows again, leaving no empty list', () => {
    const hidden = withHidden(docs(), 'lanes', true);
    expect(hidden.merchant.pages.home.disabled).toEqual(['lanes']);
    expect(withHidden(hidden, 'lanes', false).merchant.pages.home).not.toHaveProperty('disabled');
  });

  it("drops the merchant's order once a move makes it the template's again: no override that changes nothing", () => {
    const moved = withMove(docs(), [], 2, 0);
    expect(moved.merchant.pages.home.order).toEqual(['lanes', 'top', 'banner']);
    expect(withMove(moved, [], 0, 2).merchant.pages.home).not.toHaveProperty('order');
  });

  it('adds a block after another, with a free id, to the template and to a merchant order', () => {
    const ordered = withMove(docs(), [], 2, 0);
    const { docs: d, id } = withNewBlock(ordered, [], 'banner-carousel', { group: 'm_popup1' }, 'banner');
    expect(id).toBe('bannerCarousel');
    expect(d.template.order).toEqual(['top', 'banner', 'bannerCarousel', 'lanes']);
    expect(d.merchant.pages.home.order).toEqual(['lanes', 'top', 'banner', 'bannerCarousel']);
  });

  it('copies a block with its overrides and deletes one with every mention', () => {
    const { docs: copied, id } = withCopy(docs(), ['banner']);
    expect(copied.template.blocks[id]).toEqual(docs().template.blocks.banner);
    expect(copied.merchant.pages.home.props?.[id]).toEqual({ autoplayMs: 4000 });
    const gone = withoutBlock(withHidden(docs(), 'banner', true), ['banner']);
    expect(gone.template.blocks).not.toHaveProperty('banner');
    expect(gone.template.order).toEqual(['top', 'lanes']);
    expect(gone.merchant.pages.home).toEqual({ template: 'casino-home' });
  });
});

describe('popup edits', () => {
  const withPopup = (): Docs => {
    const d = docs();
    return {
      ...d,
      template: { ...d.template, overlays: { notice: { type: 'announcement-popup', priority: 80, props: { autoplayMs: 5000 } } } },
      merchant: { pages: { home: { template: 'casino-home', props: { notice: { forceRead: true } } } } },
    };
  };
  it("shows the merchant's overrides over the template's props", () => {
    expect(effectiveOverlayProps(withPopup(), 'notice')).toEqual({ autoplayMs: 5000, forceRead: true });
  });
  it.each([
    ['merchant', { autoplayMs: 5000, forceRead: false }, { forceRead: false }, { autoplayMs: 5000 }],
    ['template', { autoplayMs: 6000 }, { forceRead: true }, { autoplayMs: 6000 }],
  ] as const)('writes a change for the %s', (scope, props, override, templateProps) => {
    const d = withOverlayProps(withPopup(), 'notice', { ...props }, scope);
    expect(d.merchant.pages.home.props?.notice).toEqual(override);
    expect(d.template.overlays?.notice.props).toEqual(templateProps);
  });
});

describe('the tree across edits', () => {
  it('keeps the nodes of blocks an edit did not touch', () => {
    const d = docs();
    const first = pageTree(d);
    const second = pageTree(withProps(d, ['lanes'], { layout: 'row' }, 'template'));
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    expect(second[2]).not.toBe(first[2]);
    const moved = pageTree(withMove(d, [], 0, 1));
    expect(moved[1]).toBe(first[0]);
  });
});

describe('popups', () => {
  const withPopups = (): Docs => {
    const d = docs();
    return {
      ...d,
      template: { ...d.template, overlays: { popup1: { type: 'save-image-popup', priority: 40, props: { group: 'm_popup1' } } } },
      merchant: {
        pages: { home: { ...d.merchant.pages.home, props: { ...d.merchant.pages.home.props, popup1: { group: 'm_popup2' } }, disabled: ['popup1'] } },
      },
    };
  };

  it('adds one of a type with a free id, which no block or popup has', () => {
    const { docs: d, id } = withNewOverlay(withPopups(), 'push-prompt', { delayMs: 3000 });
    expect(id).toBe('pushPrompt');
    expect(d.template.overlays?.pushPrompt).toEqual({ type: 'push-prompt', props: { delayMs: 3000 } });
    const { id: again } = withNewOverlay(d, 'push-prompt', {});
    expect(again).toBe('pushPrompt-2');
  });

  it('copies one with its priority and what the merchant sees on it', () => {
    const { docs: d, id } = withOverlayCopy(withPopups(), 'popup1');
    expect(d.template.overlays?.[id]).toEqual({ type: 'save-image-popup', priority: 40, props: { group: 'm_popup1' } });
    expect(d.merchant.pages.home.props?.[id]).toEqual({ group: 'm_popup2' });
  });

  it("deletes one with the merchant's mentions of it", () => {
    const d = withoutOverlay(withPopups(), 'popup1');
    expect(d.template.overlays).toEqual({});
    expect(d.merchant.pages.home).not.toHaveProperty('disabled');
    expect(d.merchant.pages.home.props ?? {}).not.toHaveProperty('popup1');
  });
});
