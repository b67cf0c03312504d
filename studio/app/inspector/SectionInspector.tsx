// A section of the merchant's file (or of the page's template) as a form from its schema, with what the
// section needs beside its form: the theme's contrast, the announcements in each language, the images.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { Theme } from '../../../src/config/types.generated.ts';
import type { JsonSchema } from '../../schemaTypes.ts';
import type { SectionName, StudioStore } from '../state/StudioStore.ts';
import { getIn, setIn, toPointer, type JsonPath } from '../state/values.ts';
import { AnnouncementPreview } from './AnnouncementPreview.tsx';
import { ContrastCheck } from './ContrastCheck.tsx';
import { ImagesSection } from './ImagesSection.tsx';
import { PlaceProblems, SchemaForm } from './placeForm.tsx';
import type { MerchantLanguages } from './localizedValue.ts';
import { problemsAtPlace } from './problemPlaces.ts';

/** Where each section lives: in the merchant's file, or in the page's template. */
export const SECTION_PLACES: Record<Exclude<SectionName, 'images'>, { file: 'merchant' | 'template'; path: JsonPath }> = {
  theme: { file: 'merchant', path: ['theme'] },
  whitelabel: { file: 'merchant', path: ['whitelabel'] },
  languages: { file: 'merchant', path: ['languages'] },
  announcements: { file: 'merchant', path: ['content', 'announcements'] },
  banners: { file: 'merchant', path: ['content', 'banners'] },
  lanes: { file: 'merchant', path: ['content', 'lanes'] },
  overlayCaps: { file: 'template', path: ['overlayCaps'] },
};

/** The schema of a place in a file, following properties (and items for arrays). */
export function schemaAt(schema: JsonSchema, path: JsonPath): JsonSchema | undefined {
  return path.reduce<JsonSchema | undefined>((s, key) => (typeof key === 'number' ? s?.items : s?.properties?.[key]), schema);
}

export const SectionInspector = observer(function SectionInspector({ store, name }: { store: StudioStore; name: SectionName }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (name === 'images') return <ImagesSection store={store} />;
  const place = SECTION_PLACES[name];
  const file = place.file === 'merchant' ? store.merchantFile : store.templateFile;
  if (!file) return null;
  const rootSchema = place.file === 'merchant' ? store.schemas.merchant : store.schemas.template;
  const schema = schemaAt(rootSchema, place.path);
  const value = getIn(file.value, place.path);
  const base = toPointer(place.path);
  const problems = store.problemsOf(file.path);
  const users = place.file === 'template' && store.docs ? store.templateUsers(store.docs.template.name) : [];
  const languages = (store.merchantFile?.value as { languages?: MerchantLanguages } | undefined)?.languages;
  return (
    <div className="st-form">
      <h2>{t(`section.${name}`)}</h2>
      {schema?.description && <p className="st-hint">{schema.description}</p>}
      {place.file === 'template' && store.docs && (
        <p className="st-note" role="note">
          {t('template.shared', { template: store.docs.template.name, count: users.length, names: users.join(', ') })}
        </p>
      )}
      {name === 'theme' && <ContrastCheck theme={value as Theme | undefined} />}
      <PlaceProblems problems={problemsAtPlace(problems, base)} />
      {schema && (
        <SchemaForm
          id={`st-${name}`}
          schema={schema}
          value={value ?? (schema.type === 'array' ? [] : {})}
          base={base}
          problems={problems}
          images={store.images}
          languages={languages}
          onChange={(next, field) => store.change(file.path, setIn(file.value, place.path, next), 'edit', `${name}:${field ?? ''}`)}
        />
      )}
      {name === 'announcements' && <AnnouncementPreview store={store} />}
    </div>
  );
});
