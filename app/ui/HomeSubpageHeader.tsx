import type { ReactNode } from "react";
import { BackHomeLink, TabHeader } from "./TabHeader";

/**
 * The top of a page reached from Home rather than a tab (Guest links, Personal access tokens):
 * its title with the way back to Home, and a muted paragraph saying what the page is for.
 */
export function HomeSubpageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <TabHeader title={title}>
        <BackHomeLink />
      </TabHeader>
      <p className="muted">{children}</p>
    </>
  );
}
