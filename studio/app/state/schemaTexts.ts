// The schemas' titles and descriptions in the studio's language: English as written in schema/, Chinese
// from messages/schema-zh.json, keyed by the English text (a test fails on a text without its entry).

export type SchemaTexts = Readonly<Record<string, string>>;

/** Keywords whose values are data (a preset's props, a default), not schemas: their words stay. */
export const DATA_KEYWORDS = new Set(['props', 'default', 'enum', 'const', 'examples']);

/** The schema with every title and description (presets' titles too) in the given texts' language. */
export function localizeSchema<T>(schema: T, texts: SchemaTexts | undefined): T {
  if (!texts) return schema;
  const walk = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item));
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([name, value]) => {
        // Inside properties and the like, names are property names, not keywords.
        const keyword = key !== 'properties' && key !== 'definitions';
        if (keyword && DATA_KEYWORDS.has(name)) return [name, value];
        if (keyword && (name === 'title' || name === 'description') && typeof value === 'string') return [name, texts[value] ?? value];
        return [name, walk(value, name)];
      }),
    );
  };
  return walk(schema) as T;
}

/** The texts of a studio language: none for English (the schemas' own), loaded on demand for Chinese. */
export async function schemaTexts(language: 'en' | 'zh'): Promise<SchemaTexts | undefined> {
  if (language === 'en') return undefined;
  return (await import('../messages/schema-zh.json')).default as SchemaTexts;
}
