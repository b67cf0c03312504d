// A cross-document rule: a small function over the whole fleet of merchants and templates, listed in
// registry.ts. What it finds is an error (`wl validate` fails) or a warning (it is printed, the run passes).
import type { JsonChange } from '../jsonDiff.ts';
import type { Fleet } from './fleet.ts';

export type Severity = 'error' | 'warning';

/** An edit that repairs a finding without changing what players see otherwise: `wl validate --fix` applies it. */
export interface SafeFix {
  /** What the edit does, in a sentence ("remove "popup9" from pages.home.disabled"). */
  description: string;
  /** Edits of the finding's own file. */
  changes: JsonChange[];
}

export interface Finding {
  /** The file the finding points into (a merchant, a template, or an image). */
  file: string;
  /** Where in the file; "/" for an image file. */
  pointer: string;
  /** Where in an image's own text (an SVG), as the file is not JSON. */
  at?: { line: number; column: number };
  message: string;
  /** The rule's own severity unless this finding says otherwise. */
  severity?: Severity;
  suggestion?: string;
  fix?: SafeFix;
  /** The merchant or template file the finding is about, when it points elsewhere (an unused image). */
  owner?: string;
}

export interface LintRule {
  id: string;
  severity: Severity;
  /** What the rule checks, as `wl validate --rules` lists it (an error's rule may find warnings too). */
  summary: string;
  check(fleet: Fleet): Finding[];
}
