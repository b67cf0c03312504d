// In preview, the page follows edits to the merchant and template files: a good edit swaps in the new
// config and content, a bad one shows its problems over the last good page. The developer may fold the
// problems into a badge to reach what they cover (a popup's buttons); a different error opens them again.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchSiteConfig } from '../../api/calls.ts';
import validateSiteConfig from '../../config/validators/siteConfig.js';
import { applyTheme } from '../../platform/theme.ts';
import { useStores } from '../../stores/index.ts';
import { NeedsMessages } from '../../ui/NeedsMessages.tsx';
import { previewEventsUrl } from './previewEvents.ts';
import './preview.css';

const PreviewOverlay = observer(function PreviewOverlay() {
  const { site, content, api } = useStores();
  /** The error text the developer folded away; any other error shows in full. */
  const [folded, setFolded] = useState<string>();
  /** Focus follows a fold or unfold the developer asked for, never one a new error causes. */
  const asked = useRef(false);
  useEffect(() => {
    const events = new EventSource(previewEventsUrl());
    /** The stamp of the merchant's content the page has, as the last event (or the greeting) said it. */
    let contentHeard: string | undefined;
    events.addEventListener('hello', (event) => {
      const stamps = (JSON.parse((event as MessageEvent<string>).data) as { content?: Record<string, string> }).content ?? {};
      contentHeard = stamps[site.merchantCode];
    });
    events.addEventListener('config', (event) => {
      const stamps = (JSON.parse((event as MessageEvent<string>).data) as { content?: Record<string, string> }).content ?? {};
      void (async () => {
        const query = new URLSearchParams(location.search);
        const config = await fetchSiteConfig(api, query.get('merchant') ?? site.merchantCode);
        if (!validateSiteConfig(config)) {
          // The title above says what this is; the validator's own words say where.
          site.setPreviewError(`site config ${JSON.stringify(validateSiteConfig.errors?.[0] ?? {})}`);
          return;
        }
        site.replaceConfig(config);
        applyTheme(config);
        // Maintenance, region blocks and content follow the edit too, not only the look; an edit that
        // changed only a page's template (the studio's every keystroke in a block's form) leaves them.
        const stamp = stamps[config.merchantCode];
        const contentChanged = stamp === undefined || contentHeard === undefined || stamp !== contentHeard;
        contentHeard = stamp;
        if (contentChanged) await Promise.all([site.checkStatus(), content.reloadLoaded()]);
      })().catch((error: Error) => site.setPreviewError(error.message));
    });
    events.addEventListener('config-error', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as { text: string };
      site.setPreviewError(data.text);
    });
    return () => events.close();
  }, [site, content, api]);
  const error = site.previewError;
  if (!error) return null;
  const toggle = (next: string | undefined) => {
    asked.current = true;
    setFolded(next);
  };
  if (folded === error) {
    return (
      <NeedsMessages bundles={['preview']} fallback={null}>
        <ErrorBadge focus={asked.current} onShow={() => toggle(undefined)} />
      </NeedsMessages>
    );
  }
  return (
    <section className="wl-preview-error" role="alert" aria-labelledby="wl-preview-error-title">
      <div className="wl-preview-error__head">
        <h2 id="wl-preview-error-title">
          <FormattedMessage id="preview.error_title" />
        </h2>
        <NeedsMessages bundles={['preview']} fallback={null}>
          <FoldButton focus={asked.current} onFold={() => toggle(error)} />
        </NeedsMessages>
      </div>
      <pre>{error}</pre>
    </section>
  );
});

function FoldButton({ focus, onFold }: { focus: boolean; onFold: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'preview.error_hide' });
  return (
    // biome-ignore lint/a11y/noAutofocus: the developer's preview moves focus to its own error when asked (`focus`), to read it at once
    <button type="button" className="wl-preview-error__fold" aria-label={label} title={label} aria-expanded="true" autoFocus={focus} onClick={onFold}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

/**
 * The folded error: a small button in a band above the page, in the page's flow rather than over it, so
 * it covers no control of the page (a popup's backdrop covers it in turn, as it does the page).
 */
function ErrorBadge({ focus, onShow }: { focus: boolean; onShow: () => void }) {
  const [band, setBand] = useState<HTMLElement>();
  useEffect(() => {
    const element = document.createElement('div');
    element.className = 'wl-preview-band';
    document.body.prepend(element);
    setBand(element);
    return () => element.remove();
  }, []);
  if (!band) return null;
  return createPortal(
    // biome-ignore lint/a11y/noAutofocus: focus follows the error the developer folded, as it followed it unfolded
    <button type="button" className="wl-preview-badge" aria-expanded="false" autoFocus={focus} onClick={onShow}>
      <span className="wl-preview-badge__mark" aria-hidden="true">
        !
      </span>
      <FormattedMessage id="preview.error_show" />
    </button>,
    band,
  );
}

export default PreviewOverlay;
