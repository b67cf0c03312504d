// The customer-service script the operator hands over (WPSCORE_getCustomerServiceScript) runs in the page
// with the player's session at hand, so only scripts loaded from an origin the merchant lists in
// `customerServiceScriptOrigins` are added; inline code and any other origin are refused.

/** A `<script>` element of the operator's markup, as parsed. */
export interface ScriptTag {
  /** The src attribute as written; absent for inline code. */
  src?: string;
  attributes: Record<string, string>;
}

export type RefusalReason = 'inline' | 'bad-url' | 'origin';

export interface VettedScripts {
  /** Scripts to add, with an absolute src and only the attributes a loader needs. */
  accepted: { src: string; attributes: Record<string, string> }[];
  refused: { src?: string; reason: RefusalReason }[];
}

/** In the allow-list, `self` stands for the page's own origin. */
export const SELF_ORIGIN = 'self';

const KEPT_ATTRIBUTES = new Set(['async', 'defer', 'id', 'charset', 'crossorigin', 'integrity', 'referrerpolicy']);
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function keptAttributes(attributes: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const lower = name.toLowerCase();
    if (KEPT_ATTRIBUTES.has(lower) || /^data-[a-z0-9-]+$/.test(lower)) kept[lower] = value;
    else if (lower === 'type' && SCRIPT_TYPES.has(value.trim().toLowerCase())) kept.type = value.trim().toLowerCase();
  }
  return kept;
}

export function vetCustomerServiceScripts(tags: readonly ScriptTag[], allowedOrigins: readonly string[], pageOrigin: string): VettedScripts {
  const allowed = new Set(allowedOrigins.map((origin) => (origin === SELF_ORIGIN ? pageOrigin : origin)));
  const result: VettedScripts = { accepted: [], refused: [] };
  for (const tag of tags) {
    const written = tag.src?.trim();
    if (!written) {
      result.refused.push({ reason: 'inline' });
      continue;
    }
    let url: URL;
    try {
      url = new URL(written, pageOrigin);
    } catch {
      result.refused.push({ src: written, reason: 'bad-url' });
      continue;
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !allowed.has(url.origin)) {
      result.refused.push({ src: written, reason: url.protocol === 'https:' || url.protocol === 'http:' ? 'origin' : 'bad-url' });
      continue;
    }
    result.accepted.push({ src: url.href, attributes: keptAttributes(tag.attributes) });
  }
  return result;
}
