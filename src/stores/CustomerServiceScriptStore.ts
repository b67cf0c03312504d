// The customer-service script (WPSCORE_getCustomerServiceScript, spec section 7): the operator's markup is
// parsed inertly, and only the scripts from an origin on the merchant's customerServiceScriptOrigins are
// added to the page; inline code and other origins are refused and reported.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import { fetchCustomerServiceScript } from '../api/calls.ts';
import { reportOnce } from '../platform/reportOnce.ts';
import { loadScript, parseScriptTags } from '../platform/scripts.ts';
import { vetCustomerServiceScripts, type VettedScripts } from '../rules/customerServiceScript.ts';
import type { RootStore } from './RootStore.ts';

export class CustomerServiceScriptStore {
  /** Script addresses added to the page. */
  injected: string[] = [];
  /** Scripts refused, and why. */
  refused: VettedScripts['refused'] = [];
  private run: Promise<void> | undefined;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CustomerServiceScriptStore, 'root' | 'run'>(this, { root: false, run: false });
  }

  /** The origins the merchant allows; without any, the script is not even asked for. */
  get allowedOrigins(): readonly string[] {
    return this.root.site.config.customerServiceScriptOrigins ?? [];
  }

  /** Asks for the script once per page life and adds what the merchant allows (chat on only: CBS3). */
  inject(): Promise<void> {
    this.run ??= this.load();
    return this.run;
  }

  private async load(): Promise<void> {
    if (!this.root.site.flag('CBS3') || this.allowedOrigins.length === 0) return;
    let markup: string;
    try {
      markup = (await fetchCustomerServiceScript(this.root.api)).scripts ?? '';
    } catch {
      return;
    }
    if (!markup.trim()) return;
    const vetted = vetCustomerServiceScripts(parseScriptTags(markup), this.allowedOrigins, window.location.origin);
    for (const { src, reason } of vetted.refused) {
      const allowed = this.allowedOrigins.join(', ');
      reportOnce(`Customer-service script refused (${reason}): ${src ?? 'inline code'}; only scripts from customerServiceScriptOrigins (${allowed}) are added`);
    }
    inAction('CustomerServiceScriptStore.load', () => {
      this.refused = vetted.refused;
    });
    await Promise.all(
      vetted.accepted.map(async ({ src, attributes }) => {
        try {
          await loadScript(src, attributes);
          inAction('CustomerServiceScriptStore.load', () => this.injected.push(src));
        } catch (error) {
          reportOnce((error as Error).message);
        }
      }),
    );
  }
}
