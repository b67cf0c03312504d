// In preview, the page follows edits to the merchant and template files: a good edit swaps in the new
// config and content, a bad one shows its problems over the last good page.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchSiteConfig } from '../../api/calls.ts';
import validateSiteConfig from '../../config/validators/siteConfig.js';
import { applyTheme } from '../../platform/theme.ts';
import { useStores } from '../../stores/index.ts';
import './preview.css';

export const PREVIEW_EVENTS_URL = '/__preview/events';

const PreviewOverlay = observer(function PreviewOverlay() {
  const { site, content } = useStores();
  useEffect(() => {
    const events = new EventSource(PREVIEW_EVENTS_URL);
    events.addEventListener('config', () => {
      void (async () => {
        const query = new URLSearchParams(location.search);
        const config = await fetchSiteConfig(query.get('merchant') ?? site.merchantCode);
        if (!validateSiteConfig(config)) {
          // The title above says what this is; the validator's own words say where.
          site.setPreviewError(`site config ${JSON.stringify(validateSiteConfig.errors?.[0] ?? {})}`);
          return;
        }
        site.replaceConfig(config);
        applyTheme(config);
        // Maintenance and region blocks follow the edit too, not only the look.
        await Promise.all([site.checkStatus(), content.reloadLoaded()]);
      })().catch((error: Error) => site.setPreviewError(error.message));
    });
    events.addEventListener('config-error', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as { text: string };
      site.setPreviewError(data.text);
    });
    return () => events.close();
  }, [site, content]);
  if (!site.previewError) return null;
  return (
    <section className="wl-preview-error" role="alert" aria-labelledby="wl-preview-error-title">
      <h2 id="wl-preview-error-title"><FormattedMessage id="preview.error_title" /></h2>
      <pre>{site.previewError}</pre>
    </section>
  );
});

export default PreviewOverlay;
