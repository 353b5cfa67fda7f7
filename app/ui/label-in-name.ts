/**
 * WCAG 2.5.3 (label in name): a control's accessible name must contain the words it shows, so that
 * a voice-control user can say what they see. A contextual aria-label ("Unlink Ann as parent of
 * Bob") does in English, but a translation may word it differently ("Ann als Elternteil von Bob
 * lösen" next to a visible "Verknüpfung lösen"); then the visible words lead the name.
 */
export function labelInName(visible: string, ariaLabel: string | undefined): string | undefined {
  if (!ariaLabel) return ariaLabel;
  const norm = (s: string) => s.toLocaleLowerCase().replace(/\s+/g, " ").trim();
  return norm(ariaLabel).includes(norm(visible)) ? ariaLabel : `${visible}: ${ariaLabel}`;
}
