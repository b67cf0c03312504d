// Reading and marking the preview's page: the app wraps each block in an element naming its source
// (data-wl-block, box-less); the studio outlines the selected one with a box of its own over the page.

/** The source of the innermost block an element belongs to. */
export function pointerAt(target: EventTarget | null): string | undefined {
  const element = target instanceof Element ? target : (target as Node | null)?.parentElement;
  return element?.closest('[data-wl-block]')?.getAttribute('data-wl-block') ?? undefined;
}

export const OUTLINE_ID = 'wl-studio-outline';

/** Draws (or moves, or removes) the outline around the block with this source, and scrolls it into view once. */
export function highlightBlock(doc: Document, pointer: string | undefined): void {
  const mark = pointer ? doc.querySelector(`[data-wl-block="${CSS.escape(pointer)}"]`) : null;
  let outline = doc.getElementById(OUTLINE_ID);
  if (!mark) {
    outline?.remove();
    return;
  }
  const rect = unionRect(mark);
  if (!rect) return;
  if (!outline) {
    outline = doc.createElement('div');
    outline.id = OUTLINE_ID;
    outline.setAttribute('aria-hidden', 'true');
    outline.style.cssText =
      'position:absolute;pointer-events:none;z-index:2147483647;border:2px solid #1a73e8;border-radius:4px;box-shadow:0 0 0 2px rgba(255,255,255,.8);transition:all .12s';
    doc.body.append(outline);
  }
  const view = doc.defaultView!;
  const top = rect.top + view.scrollY;
  Object.assign(outline.style, { top: `${top - 2}px`, left: `${rect.left - 2}px`, width: `${rect.width + 4}px`, height: `${rect.height + 4}px` });
  if (outline.dataset.pointer !== pointer) {
    outline.dataset.pointer = pointer;
    if (rect.top < 0 || rect.bottom > view.innerHeight) view.scrollTo({ top: Math.max(0, top - 40) });
  }
}

/** The box of a box-less element: the union of its children's boxes. */
function unionRect(mark: Element): DOMRect | undefined {
  const rects = [...mark.children].map((child) => child.getBoundingClientRect()).filter((r) => r.width > 0 || r.height > 0);
  if (rects.length === 0) return undefined;
  const left = Math.min(...rects.map((r) => r.left));
  const top = Math.min(...rects.map((r) => r.top));
  const right = Math.max(...rects.map((r) => r.right));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  return new DOMRect(left, top, right - left, bottom - top);
}
