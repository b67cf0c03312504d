// A merchant's customer service, checked before it ships: each chat path decodes to a web address (the
// app would fall back to the raw value), and each script of its customer-service script is one the app
// would add: loaded from an origin on customerServiceScriptOrigins ('self' being the site's own).
import type { MerchantFile } from '../src/config/types.generated.ts';
import { tryDecodeCsPath } from '../src/rules/customerService.ts';
import { vetCustomerServiceScripts, type ScriptTag } from '../src/rules/customerServiceScript.ts';
import { joinPointer } from './problems.ts';

export interface PointedProblem {
  pointer: string;
  message: string;
}

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** The script elements of markup, read without a browser (the app parses it with the browser's own parser). */
export function scriptTagsOf(markup: string): ScriptTag[] {
  return [...markup.matchAll(SCRIPT_TAG)].map(([, attributes]) => {
    const src = SRC.exec(attributes);
    return { src: src ? (src[1] ?? src[2] ?? src[3]) : undefined, attributes: {} };
  });
}

export function customerServiceProblems(merchant: MerchantFile): PointedProblem[] {
  const problems: PointedProblem[] = [];
  merchant.customerService.forEach((entry, index) => {
    const decoded = tryDecodeCsPath(entry.path);
    if ('error' in decoded) {
      const message = `does not decode to a web address (${decoded.error}): encode it with "wl cs-path"`;
      problems.push({ pointer: joinPointer('/customerService', index, 'path'), message });
    }
  });
  const markup = merchant.content.customerServiceScript ?? '';
  if (markup.trim()) {
    const origins = merchant.customerServiceScriptOrigins ?? [];
    const site = `https://${merchant.domains[0]}`;
    for (const { src, reason } of vetCustomerServiceScripts(scriptTagsOf(markup), origins, site).refused) {
      const what =
        reason === 'inline' ? 'inline code is never added' : `"${src}" is not from an origin on customerServiceScriptOrigins (${origins.join(', ') || 'none'})`;
      problems.push({ pointer: '/content/customerServiceScript', message: `the app would refuse a script: ${what}` });
    }
  }
  return problems;
}
