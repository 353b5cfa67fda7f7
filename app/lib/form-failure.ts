// What a page action returns when a form fails a rule: read by useModalState() and Field.
export type FormFailure = {
  intent: string;
  /** The first message (the spec's text). */
  error: string;
  /** Per-field messages, keyed by the form field's name. */
  fields: Record<string, string>;
  /** What was typed (passwords and files excluded), to re-fill the form. */
  values: Record<string, string | string[]>;
  /** The modal to re-open (by default the intent's name), or null when the form was unreadable or its intent unknown. */
  modal: string | null;
  /** The selected record's id, when the form had one. */
  id: string | null;
};
