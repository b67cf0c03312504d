// When a highlighted form field stops being highlighted (spec section 5: an empty field is highlighted
// and focused, with no message). A field marked for being empty clears once it holds something; one
// marked for a wrong value (a mismatch, a malformed address) keeps its mark until the next submit.

/** Why a field is highlighted. */
export type HighlightReason = 'empty' | 'wrong';

/** Whether a field highlighted for `reason` stays highlighted now that it holds `value`. */
export function keepsHighlight(reason: HighlightReason, value: string): boolean {
  return reason === 'wrong' || value.trim() === '';
}
