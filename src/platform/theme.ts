// Puts the merchant's look on the document: colours as CSS variables, the browser's theme colour,
// the title, icons and the web manifest.
import type { SiteConfig } from '../config/types.generated.ts';

function headTag(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

function link(rel: string): HTMLLinkElement {
  return headTag(`link[rel="${rel}"]`, () => Object.assign(document.createElement('link'), { rel })) as HTMLLinkElement;
}

export function applyTheme(config: SiteConfig): void {
  const { theme } = config;
  const style = document.documentElement.style;
  style.setProperty('--wl-primary', theme.primary);
  style.setProperty('--wl-secondary', theme.secondary);
  style.setProperty('--wl-bg', theme.background);
  style.setProperty('--wl-surface', theme.surface);
  style.setProperty('--wl-text', theme.text);
  style.setProperty('--wl-header', theme.headerColor ?? theme.primary);
  const meta = headTag('meta[name="theme-color"]', () => Object.assign(document.createElement('meta'), { name: 'theme-color' }));
  meta.setAttribute('content', theme.primary);
  document.title = config.templateParameters.pwa.title;
  const params = config.templateParameters;
  link('icon').href = params.pwa.icons['192x192'];
  if (params.apple_touch_icon) link('apple-touch-icon').href = params.apple_touch_icon;
  link('manifest').href = manifestHref(config.merchantCode);
}

/**
 * The web manifest's address (spec section 7: merchantCode and timestamp): the link cannot send a
 * Merchant header, and the time makes each page load ask past any cache for the merchant's current one.
 */
export function manifestHref(merchantCode: string, now: number = Date.now()): string {
  return `/wps/system/manifest.json?${new URLSearchParams({ merchantCode, timestamp: String(now) })}`;
}
