// Each announcement as players will see it, in each of the merchant's languages: the HTML through the
// app's own sanitiser, and a language without its text marked as missing.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { intlLocale } from '../../../src/i18n/languages.ts';
import type { LanguageCode } from '../../../src/config/types.generated.ts';
import { sanitizeHtml } from '../../../src/ui/SafeHtml.tsx';
import type { StudioStore } from '../state/StudioStore.ts';

type Localized = string | Record<string, string>;
interface Announcement {
  id: number;
  title: Localized;
  content: Localized;
}

/** The text in a language: a plain string is every language's; an object may lack some. */
export function textIn(value: Localized | undefined, language: string): string | undefined {
  if (typeof value === 'string') return value;
  return value?.[language];
}

export const AnnouncementPreview = observer(function AnnouncementPreview({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const merchant = store.merchantFile?.value as { languages?: { allowed: string[] }; content?: { announcements?: Announcement[] } } | undefined;
  const languages = merchant?.languages?.allowed ?? [];
  const list = merchant?.content?.announcements ?? [];
  return (
    <section className="st-announcements" aria-labelledby="st-ann-preview">
      <h3 id="st-ann-preview">{intl.formatMessage({ id: 'announcements.preview' })}</h3>
      {list.map((a, index) => (
        <article key={`${a.id}-${index}`} className="st-announcement">
          <h4>#{a.id}</h4>
          {languages.map((language) => {
            const title = textIn(a.title, language);
            const content = textIn(a.content, language);
            const missing = [
              !title && intl.formatMessage({ id: 'announcements.noTitle' }),
              !content && intl.formatMessage({ id: 'announcements.noContent' }),
            ].filter(Boolean);
            return (
              <div key={language} className="st-announcement__language" lang={intlLocale(language as LanguageCode) ?? language.toLowerCase()}>
                <p className="st-announcement__head">
                  <span className="st-badge">{language}</span> <strong>{title ?? '—'}</strong>
                  {missing.length > 0 && (
                    <span className="st-badge st-badge--error">{intl.formatMessage({ id: 'announcements.missing' }, { what: missing.join(', ') })}</span>
                  )}
                </p>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised as the app sanitises it */}
                {content && <div className="st-announcement__body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }} />}
              </div>
            );
          })}
        </article>
      ))}
    </section>
  );
});
