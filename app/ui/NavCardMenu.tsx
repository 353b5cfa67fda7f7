// CardMenu for pages that navigate client-side: React does not own a <details>' `open` state, so
// the menu is re-mounted (closed) after each navigation, not left open behind a modal.
import type { ReactNode } from "react";
import { useLocation } from "@remix-run/react";
import { CardMenu } from "./CardMenu";

export function NavCardMenu({ label, children }: { label: string; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <CardMenu key={key} label={label}>
      {children}
    </CardMenu>
  );
}
