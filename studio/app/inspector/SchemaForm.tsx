// A form generated from a JSON Schema by react-jsonschema-form: controlled by the studio's value, with
// the project's own problems shown at their fields (the messages wl validate prints), colours as pickers
// and units beside numbers. rjsf's own validator only picks between a schema's alternatives here: what
// is wrong is said by the project's check, one voice for the CLI and the studio.
// The form and its default parts by their own modules: the package's index also brings a test registry
// that needs ajv, which the studio does without.
import Form from '@rjsf/core/lib/components/Form.js';
import getDefaultRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import type { ErrorSchema, FieldProps, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { shapeValidator } from './shapeValidator.ts';
import { useMemo, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { StudioProblem } from '../state/api.ts';
import type { JsonSchema } from '../../schemaTypes.ts';
import { fromPointer } from '../state/values.ts';
import { FORM_BUTTONS, formTranslator } from './formParts.tsx';
import { withoutFilledDefaults } from './filledDefaults.ts';
import { ImageChoice } from './ImageChoice.tsx';
import { LocalizedField, type LocalizedFieldContext } from './LocalizedField.tsx';
import { isLocalizedSchema, type MerchantLanguages } from './localizedValue.ts';

const COLOUR_PATTERN = '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
const DefaultText = getDefaultRegistry().widgets.TextWidget;
const DefaultSelect = getDefaultRegistry().widgets.SelectWidget;

/** A select; the one that picks between a schema's alternatives gets a label of its own (the form draws none). */
function LabelledSelect(props: WidgetProps) {
  if (!/__(one|any)of_select$/.test(props.id)) return <DefaultSelect {...props} />;
  return (
    <>
      <label htmlFor={props.id} className="st-visually-hidden">
        {String(props.label || props.name)}
      </label>
      <DefaultSelect {...props} />
    </>
  );
}

/** #rgb as #rrggbb, which the colour picker takes. */
export function fullHex(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  if (/^#[0-9a-f]{3}$/i.test(text)) return `#${[...text.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(text) ? text.toLowerCase() : '#000000';
}

/** A field naming one of the merchant's files: its text, and a choice of the merchant's images. */
function AssetField(props: WidgetProps) {
  const images = (props.registry.formContext as FormContext | undefined)?.images ?? [];
  return (
    <span className="st-asset">
      <DefaultText {...props} />
      <ImageChoice name={String(props.label || props.name)} value={props.value} images={images} onChoose={(url) => props.onChange(url)} />
    </span>
  );
}

/** A colour: the picker and its text beside it (both labelled); a merchant's file; else the plain text field. */
function ColourOrText(props: WidgetProps) {
  const intl = useIntl();
  if (props.schema['x-asset'] === true) return <AssetField {...props} />;
  if (props.schema.pattern !== COLOUR_PATTERN) return <DefaultText {...props} />;
  const label = String(props.label || props.name);
  return (
    <span className="st-colour">
      <input
        type="color"
        id={props.id}
        value={fullHex(props.value)}
        disabled={props.disabled || props.readonly}
        onChange={(e) => props.onChange(e.target.value)}
        aria-describedby={props.ariaDescribedByFields?.join(' ')}
      />
      <input
        type="text"
        aria-label={intl.formatMessage({ id: 'form.colourText' }, { name: label })}
        value={typeof props.value === 'string' ? props.value : ''}
        spellCheck={false}
        onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    </span>
  );
}

/**
 * The project's problems at the form's fields, as rjsf's error tree: '/a/b' → { a: { b: { __errors } } }.
 * Those at the form's own place or above it are listed apart (problemPlaces.ts).
 */
export function errorTree(problems: readonly StudioProblem[], base: string): ErrorSchema {
  const tree: Record<string, unknown> = {};
  for (const problem of problems) {
    if (!problem.pointer.startsWith(`${base}/`)) continue;
    const segments = fromPointer(problem.pointer.slice(base.length));
    let node = tree;
    for (const segment of segments) node = (node[segment] ??= {}) as Record<string, unknown>;
    const message = [
      problem.message,
      problem.expected && !problem.message.includes(problem.expected) ? `(expected ${problem.expected})` : '',
      problem.suggestion ? `— did you mean "${problem.suggestion}"?` : '',
    ]
      .filter(Boolean)
      .join(' ');
    ((node.__errors ??= []) as string[]).push(message);
  }
  return tree as ErrorSchema;
}

/** The schema as the form shows it: a number's unit beside its label (the schema's x-unit), alternatives named. */
export function formSchema(schema: JsonSchema, optionName: (type: string) => string | undefined = () => undefined): { schema: JsonSchema; ui: UiSchema } {
  const walk = (s: JsonSchema): { schema: JsonSchema; ui: UiSchema } => {
    const out: JsonSchema = { ...s };
    // Alternatives (a text, or texts by language) are named by what they hold.
    if (Array.isArray(s.oneOf))
      out.oneOf = (s.oneOf as JsonSchema[]).map((option) => ({ ...walk(option).schema, title: option.title ?? optionName(String(option.type)) }));
    const ui: UiSchema = {};
    if (s.properties) {
      out.properties = {};
      for (const [key, child] of Object.entries(s.properties)) {
        const inner = walk(child);
        out.properties[key] = inner.schema;
        if (Object.keys(inner.ui).length > 0) ui[key] = inner.ui;
      }
    }
    if (s.items && typeof s.items === 'object') {
      const inner = walk(s.items);
      out.items = inner.schema;
      if (Object.keys(inner.ui).length > 0) ui.items = inner.ui;
    }
    if (typeof s['x-unit'] === 'string') out.title = `${s.title ?? ''} (${s['x-unit']})`.trim();
    // A text (or an image) by language: one field per language of the merchant, in place of the form's own alternatives.
    if (isLocalizedSchema(s)) Object.assign(ui, { 'ui:field': 'localized', 'ui:fieldReplacesAnyOrOneOf': true });
    return { schema: out, ui };
  };
  return walk(schema);
}

const WIDGETS = { TextWidget: ColourOrText, SelectWidget: LabelledSelect };
// The form hands a field its value and errors untyped; the localized field reads them as a text or texts.
const FIELDS = { localized: LocalizedField as ComponentType<FieldProps> };
const TEMPLATES = { ButtonTemplates: FORM_BUTTONS };

/** What the form's widgets read beside the schema: the merchant's images (as the app's addresses) and languages. */
type FormContext = LocalizedFieldContext;

export interface SchemaFormProps {
  /** Names the form's fields uniquely on the page. */
  id: string;
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown, field: string | undefined) => void;
  problems: readonly StudioProblem[];
  /** Where the form's value sits in its file, as a JSON pointer. */
  base: string;
  /** The merchant's images, offered where a field names a file. */
  images?: string[];
  /** The merchant's languages, each given its field where a text may be written per language. */
  languages?: MerchantLanguages;
}

export default function SchemaForm({ id, schema, value, onChange, problems, base, images = [], languages }: SchemaFormProps) {
  const intl = useIntl();
  const shown = useMemo(() => {
    const form = formSchema({ ...schema, title: undefined, description: undefined }, (type) =>
      type === 'string' ? intl.formatMessage({ id: 'form.oneText' }) : type === 'object' ? intl.formatMessage({ id: 'form.textByLanguage' }) : undefined,
    );
    return { schema: form.schema as RJSFSchema, ui: { ...form.ui, 'ui:submitButtonOptions': { norender: true } } satisfies UiSchema };
  }, [schema, intl]);
  const translate = useMemo(() => formTranslator(intl), [intl]);
  const context = useMemo<FormContext>(() => ({ images, languages }), [images, languages]);
  const tree = useMemo(() => errorTree(problems, base), [problems, base]);
  return (
    <Form
      idPrefix={id}
      schema={shown.schema}
      uiSchema={shown.ui}
      formData={value}
      validator={shapeValidator}
      noHtml5Validate
      showErrorList={false}
      noValidate
      extraErrors={tree}
      extraErrorsBlockSubmit={false}
      widgets={WIDGETS}
      fields={FIELDS}
      templates={TEMPLATES}
      translateString={translate}
      formContext={context}
      onChange={(event, field) => onChange(withoutFilledDefaults(schema, value, event.formData), field)}
      onSubmit={() => undefined}
    />
  );
}
