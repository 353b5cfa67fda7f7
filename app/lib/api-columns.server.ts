// The columns of a select named as the API names its fields: each table property (camelCase) under
// its snake_case key, so `apiColumns(t, ["id", "createdBy"])` is `{ id: t.id, created_by: t.createdBy }`.

/** "createdBy" → "created_by". */
type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;

export function apiColumns<T extends object, K extends keyof T & string>(table: T, keys: readonly K[]): { [P in K as Snake<P>]: T[P] } {
  return Object.fromEntries(keys.map((k) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), table[k]])) as { [P in K as Snake<P>]: T[P] };
}
