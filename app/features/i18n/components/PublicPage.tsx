import type { ReactNode } from "react";
import { LanguagePicker } from "./LanguagePicker";

/** A public page's frame (sign-in, invite, reset, guest links, errors): its content, then the language picker. */
export function PublicPage({ className = "page narrow", children }: { className?: string; children: ReactNode }) {
  return (
    <main className={className}>
      {children}
      <footer className="site">
        <LanguagePicker />
      </footer>
    </main>
  );
}
