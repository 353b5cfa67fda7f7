// The books the daily verses quote (issue 40): a reference is shown with its book's name in the
// page's language ("Psalm 133:1" → "Salmo 133:1"); chapter and verse numbers stay as they are.
// Each name here is a key of the `home` catalogue; a verse whose book is not listed keeps English.
export const BOOKS = [
  "Genesis", "Exodus", "Leviticus", "Numbers", "Deuteronomy", "Joshua", "Ruth", "1 Samuel", "Nehemiah", "Job",
  "Psalm", "Proverbs", "Ecclesiastes", "Song of Solomon", "Isaiah", "Jeremiah", "Lamentations", "Micah", "Zephaniah",
  "Matthew", "Mark", "Luke", "John", "Acts", "Romans", "1 Corinthians", "2 Corinthians", "Galatians", "Ephesians",
  "Philippians", "Colossians", "1 Thessalonians", "1 Timothy", "2 Timothy", "Hebrews", "James", "1 Peter", "1 John", "3 John",
] as const;

const KNOWN = new Set<string>(BOOKS);

/** "Song of Solomon 2:4" → { book: "Song of Solomon", passage: "2:4" }; the book is null when unknown. */
export function splitReference(reference: string): { book: string | null; passage: string } {
  const m = /^(.+?) (\d+:[\d:,\- ]+)$/.exec(reference);
  if (!m || !KNOWN.has(m[1]!)) return { book: null, passage: reference };
  return { book: m[1]!, passage: m[2]! };
}
