// The public configuration one merchant's browsers receive: flags, theme and resolved pages, with
// defaults applied; the content and anything secret stay on the server.
import type {
  BlockInstance,
  MerchantFile,
  PageChoice,
  PageTemplate,
  ResolvedPage,
  RuntimeBlock,
  RuntimeOverlay,
  SiteConfig,
} from '../src/config/types.generated.ts';
import { DEFAULT_OVERLAY_PRIORITY, overlayCaps } from '../src/rules/overlayPacing.ts';
import { joinPointer } from './problems.ts';
import { absoluteWindow, merchantTimeZone } from './windowMoments.ts';

/** A template's page as a merchant chose it; each window's moments read in `timeZone` and sent as instants. */
export function resolvePage(choice: PageChoice, template: PageTemplate, timeZone = 'UTC'): ResolvedPage {
  const source = `templates/${template.name}.json#`;
  const disabled = new Set(choice.disabled ?? []);
  const order = (choice.order ?? template.order).filter((id) => !disabled.has(id) && id in template.blocks);
  const blocks: Record<string, RuntimeBlock> = {};
  for (const id of order) {
    blocks[id] = toRuntime(template.blocks[id], `${source}${joinPointer('', 'blocks', id)}`, timeZone, choice.props?.[id]);
  }
  const overlays: Record<string, RuntimeOverlay> = {};
  for (const [id, overlay] of Object.entries(template.overlays ?? {})) {
    if (disabled.has(id)) continue;
    overlays[id] = {
      type: overlay.type,
      props: { ...overlay.props, ...choice.props?.[id] },
      priority: overlay.priority ?? DEFAULT_OVERLAY_PRIORITY,
      pointer: `${source}${joinPointer('', 'overlays', id)}`,
      ...absoluteWindow(overlay, timeZone),
    };
  }
  return { template: template.name, blocks, order, overlays, overlayCaps: overlayCaps(template.overlayCaps) };
}

function toRuntime(block: BlockInstance, pointer: string, timeZone: string, override?: Record<string, unknown>): RuntimeBlock {
  const runtime: RuntimeBlock = { type: block.type, props: { ...block.props, ...override }, pointer, ...absoluteWindow(block, timeZone) };
  if (block.blocks) {
    runtime.blocks = Object.fromEntries(
      Object.entries(block.blocks).map(([id, child]) => [id, toRuntime(child, joinPointer(pointer, 'blocks', id), timeZone)]),
    );
    runtime.order = (block.order ?? Object.keys(block.blocks)).filter((id) => id in block.blocks!);
  }
  return runtime;
}

export function buildSiteConfig(
  merchant: MerchantFile,
  templates: Map<string, PageTemplate>,
  opts: { preview: boolean; previewMoments?: boolean },
): SiteConfig {
  const pages: SiteConfig['pages'] = { home: resolveChoice(merchant.pages.home, templates, merchant) };
  return {
    merchantCode: merchant.merchantCode,
    name: merchant.name,
    preview: opts.preview,
    ...(opts.previewMoments ? { previewMoments: true } : {}),
    languages: merchant.languages,
    currency: merchant.currency,
    theme: merchant.theme,
    templateParameters: merchant.templateParameters,
    pages,
    customerService: merchant.customerService,
    resources: merchant.resources,
    imageCDNs: merchant.imageCDNs,
    allowedRedirectOrigins: merchant.allowedRedirectOrigins,
    customerServiceScriptOrigins: merchant.customerServiceScriptOrigins ?? [],
    sms: merchant.sms,
    gw: {
      GEETEST_ID: merchant.gw.GEETEST_ID,
      GEETEST_VERSION: merchant.gw.GEETEST_VERSION ?? 'v3',
      PROFILE_ICON_COUNT: merchant.gw.PROFILE_ICON_COUNT ?? 9,
      GEETEST_SERVERS: merchant.gw.GEETEST_SERVERS ?? ['/wps/captcha/static'],
    },
    // Without the secret in this server's environment, mobile registration shows a password field.
    register: { captcha: merchant.register.captcha, mobileDefaultPassword: hasDefaultPassword(merchant.register.mobileDefaultPasswordEnv) },
    maintenance: merchant.maintenance,
    // The lines and the ping delays stay on the server; the browser needs only the merchant's own route.
    ...(merchant.lineSpeedTest?.path ? { lineSpeedTest: { path: merchant.lineSpeedTest.path } } : {}),
    ...(merchant.push ? { push: merchant.push } : {}),
    ...(merchant.tokenSync ? { tokenSync: merchant.tokenSync } : {}),
    ...(merchant.test ? { test: true } : {}),
    whitelabel: merchant.whitelabel,
  };
}

function resolveChoice(choice: PageChoice, templates: Map<string, PageTemplate>, merchant: MerchantFile): ResolvedPage {
  const template = templates.get(choice.template);
  if (!template) throw new Error(`${merchant.merchantCode}: template "${choice.template}" is not loaded`);
  return resolvePage(choice, template, merchantTimeZone(merchant));
}

function hasDefaultPassword(envName: string | undefined): boolean {
  return Boolean(envName && typeof process !== 'undefined' && process.env[envName]);
}
