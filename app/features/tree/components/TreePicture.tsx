import { Link } from "react-router";
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n/react";
import { BOX_H, BOX_W, type AncestorNode, type DescendantNode, type TreeView } from "../view";

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The tree as a server-rendered SVG picture (the list beside it carries the same content for screen readers). */
export function TreeSvg({ view }: { view: TreeView }) {
  const { t } = useT();
  const { width, height, boxes, lines } = view.svg;
  return (
    <div className="tree-scroll" role="region" aria-label={t("Family tree picture")} tabIndex={0}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="tree-svg-title" className="tree-svg">
        <title id="tree-svg-title">{t("Family tree around {name}: the same people as the list", { name: view.focus.name })}</title>
        {lines.map((l, i) => {
          const mid = (l.y1 + l.y2) / 2;
          return <path key={i} d={`M${l.x1},${l.y1} V${mid} H${l.x2} V${l.y2}`} className="tree-line" />;
        })}
        {boxes.map((b, i) => (
          <g key={`${b.id}-${i}`} transform={`translate(${b.x},${b.y})`}>
            <rect width={BOX_W} height={BOX_H} rx={6} className={b.focus ? "tree-box focus" : "tree-box"} />
            <text x={BOX_W / 2} y={19} textAnchor="middle" className="tree-name">
              {cut(b.name, 20)}
            </text>
            <text x={BOX_W / 2} y={36} textAnchor="middle" className="tree-years">
              {b.years}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}

const KIND: Record<string, string> = { adoptive: "(adoptive)", step: "(step)", foster: "(foster)" };

function PersonLink({ id, name, years, kind }: { id: number; name: string; years: string; kind?: string }) {
  const { t } = useT();
  return (
    <>
      <Link to={`/dashboard/tree?person=${id}`}>{name}</Link>
      {years ? <span className="muted small"> {years}</span> : null}
      {kind && KIND[kind] ? <span className="muted small"> {t(KIND[kind])}</span> : null}
    </>
  );
}

/** One level of the nested list: each person's link, then what follows it (their parents or their family). */
function People<N extends AncestorNode | DescendantNode>({ nodes, after }: { nodes: N[]; after: (n: N) => ReactNode }) {
  return (
    <ul>
      {nodes.map((n, i) => (
        <li key={`${n.id}-${i}`}>
          <PersonLink {...n} />
          {after(n)}
        </li>
      ))}
    </ul>
  );
}

function Ancestors({ nodes }: { nodes: AncestorNode[] }) {
  const { t } = useT();
  return (
    <People
      nodes={nodes}
      after={(n) =>
        n.parents.length > 0 ? (
          <>
            <span className="muted small"> · {t("parents:")}</span>
            <Ancestors nodes={n.parents} />
          </>
        ) : null
      }
    />
  );
}

function Descendants({ nodes }: { nodes: DescendantNode[] }) {
  const { t } = useT();
  return (
    <People
      nodes={nodes}
      after={(n) => (
        <>
          {n.partners.length > 0 ? <span className="muted small"> · {t("partner: {names}", { names: n.partners.map((p) => p.name).join(", ") })}</span> : null}
          {n.children.length > 0 ? <Descendants nodes={n.children} /> : null}
        </>
      )}
    />
  );
}

/** The same tree as a nested list: ancestors, then the person, their partners and descendants. */
export function TreeList({ view }: { view: TreeView }) {
  const { t } = useT();
  const d = view.descendant;
  return (
    <div className="tree-list" data-testid="tree-list">
      <ul>
        <li>
          <strong>{view.focus.name}</strong>
          {view.focus.years ? <span className="muted small"> {view.focus.years}</span> : null}
          <ul>
            <li>
              {t("Parents")}
              {view.ancestors.length > 0 ? <Ancestors nodes={view.ancestors} /> : <span className="muted small"> · {t("none recorded")}</span>}
            </li>
            <li>
              {t("Partners")}
              {d.partners.length > 0 ? (
                <ul>
                  {d.partners.map((p) => (
                    <li key={p.id}>
                      <PersonLink {...p} />
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="muted small"> · {t("none recorded")}</span>
              )}
            </li>
            <li>
              {t("Children")}
              {d.children.length > 0 ? <Descendants nodes={d.children} /> : <span className="muted small"> · {t("none recorded")}</span>}
            </li>
          </ul>
        </li>
      </ul>
    </div>
  );
}
