// The parts of JSON Schema the studio reads to build its lists and forms.
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  default?: unknown;
  required?: string[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | JsonSchema;
  'x-children'?: string[];
  'x-category'?: string;
  /** A block that only a parent block holds (an activity button in its row). */
  'x-child-only'?: boolean;
  'x-presets'?: BlockPreset[];
  'x-unit'?: string;
  [keyword: string]: unknown;
}

/** A named starting point for a new block: props an operator would pick first. */
export interface BlockPreset {
  name: string;
  title: string;
  props: Record<string, unknown>;
}
