// Which network an IP address belongs to, and the operator's opt-in ranges (decision record 073).
// Pure: no lookups, no connections. `lib/outbound.server.ts` applies it to every address a guarded
// request would connect to; `lib/env.server.ts` parses OUTBOUND_ALLOWED_NETWORKS with it.
import { isIP } from "node:net";

/** Only "public" is reachable by default; every other kind needs OUTBOUND_ALLOWED_NETWORKS. */
export type AddressKind =
  | "public"
  | "unspecified" // 0.0.0.0/8, ::
  | "loopback" // 127.0.0.0/8, ::1
  | "private" // 10/8, 172.16/12, 192.168/16, 100.64/10 (CGNAT), fec0::/10, 64:ff9b:1::/48
  | "link-local" // 169.254/16 (cloud metadata), fe80::/10
  | "unique-local" // fc00::/7
  | "multicast" // 224/4, ff00::/8
  | "broadcast" // 255.255.255.255
  | "reserved"; // 240/4, documentation, benchmarking, IETF blocks, IPv6 outside 2000::/3

export type IpAddress = { version: 4 | 6; value: bigint };
export type Network = { version: 4 | 6; base: bigint; prefix: number };
export type Classification = {
  /** The address as connected to, normalised (e.g. "::ffff:7f00:1" → "::ffff:127.0.0.1"). */
  address: string;
  kind: AddressKind;
  /** Public, or inside one of the operator's allowed networks. */
  allowed: boolean;
};

const BITS = { 4: 32, 6: 128 } as const;

function parseV4(text: string): bigint {
  return text.split(".").reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function parseV6(text: string): bigint {
  let head = text;
  let tail4: bigint | null = null;
  const lastColon = head.lastIndexOf(":");
  if (head.slice(lastColon + 1).includes(".")) {
    tail4 = parseV4(head.slice(lastColon + 1));
    head = `${head.slice(0, lastColon + 1)}0:0`;
  }
  const [left, right] = head.includes("::") ? head.split("::") : [head, null];
  const groups = (s: string) => (s === "" ? [] : s.split(":"));
  const l = groups(left);
  const r = right === null ? [] : groups(right);
  const all = right === null ? l : [...l, ...Array<string>(8 - l.length - r.length).fill("0"), ...r];
  let value = all.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n);
  if (tail4 !== null) value = (value & ~0xffffffffn) | tail4;
  return value;
}

/** An IP literal ("127.0.0.1", "::1", "[::1]", "fe80::1%eth0"); null when it is not one. */
export function parseIp(text: string): IpAddress | null {
  let t = text.trim();
  if (t.startsWith("[") && t.endsWith("]")) t = t.slice(1, -1);
  const zone = t.indexOf("%");
  if (zone > 0 && t.includes(":")) t = t.slice(0, zone);
  const version = isIP(t);
  if (version === 4) return { version: 4, value: parseV4(t) };
  if (version === 6) return { version: 6, value: parseV6(t) };
  return null;
}

export function formatIp(ip: IpAddress): string {
  if (ip.version === 4) return [24n, 16n, 8n, 0n].map((s) => String((ip.value >> s) & 0xffn)).join(".");
  const mapped = embeddedIpv4(ip, "mapped");
  if (mapped) return `::ffff:${formatIp(mapped)}`;
  const groups = Array.from({ length: 8 }, (_, i) => ((ip.value >> BigInt(112 - 16 * i)) & 0xffffn).toString(16));
  // The longest run of two or more zero groups becomes "::" (RFC 5952).
  let best = [-1, 0];
  for (let i = 0; i < 8; ) {
    if (groups[i] !== "0") {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === "0") j++;
    if (j - i > best[1] && j - i >= 2) best = [i, j - i];
    i = j;
  }
  if (best[0] < 0) return groups.join(":");
  return `${groups.slice(0, best[0]).join(":")}::${groups.slice(best[0] + best[1]).join(":")}`;
}

function net(cidr: string): Network {
  const [ip, prefix] = cidr.split("/");
  const parsed = parseIp(ip)!;
  return mask({ version: parsed.version, base: parsed.value, prefix: Number(prefix) });
}

function mask(n: Network): Network {
  const host = BigInt(BITS[n.version] - n.prefix);
  return { ...n, base: (n.base >> host) << host };
}

export function inNetwork(ip: IpAddress, n: Network): boolean {
  if (ip.version !== n.version) return false;
  const host = BigInt(BITS[n.version] - n.prefix);
  return ip.value >> host === n.base >> host;
}

const V4_RANGES: [Network, AddressKind][] = (
  [
    ["0.0.0.0/8", "unspecified"],
    ["10.0.0.0/8", "private"],
    ["100.64.0.0/10", "private"],
    ["127.0.0.0/8", "loopback"],
    ["169.254.0.0/16", "link-local"],
    ["172.16.0.0/12", "private"],
    ["192.0.0.0/24", "reserved"],
    ["192.0.2.0/24", "reserved"],
    ["192.88.99.0/24", "reserved"],
    ["192.168.0.0/16", "private"],
    ["198.18.0.0/15", "reserved"],
    ["198.51.100.0/24", "reserved"],
    ["203.0.113.0/24", "reserved"],
    ["224.0.0.0/4", "multicast"],
    ["255.255.255.255/32", "broadcast"],
    ["240.0.0.0/4", "reserved"],
  ] as const
).map(([c, k]) => [net(c), k]);

const V6_RANGES: [Network, AddressKind][] = (
  [
    ["::/128", "unspecified"],
    ["::1/128", "loopback"],
    ["64:ff9b:1::/48", "private"],
    ["100::/64", "reserved"],
    ["2001:db8::/32", "reserved"],
    ["fc00::/7", "unique-local"],
    ["fe80::/10", "link-local"],
    ["fec0::/10", "private"],
    ["ff00::/8", "multicast"],
  ] as const
).map(([c, k]) => [net(c), k]);

const GLOBAL_UNICAST = net("2000::/3");
const MAPPED = net("::ffff:0:0/96"); // IPv4-mapped: the IPv4 host itself, through an IPv6 socket
const COMPATIBLE = net("::/96"); // IPv4-compatible (deprecated)
const NAT64 = net("64:ff9b::/96"); // the well-known NAT64 prefix: a translator reaches the IPv4 host
const SIX_TO_FOUR = net("2002::/16"); // 6to4: the IPv4 address is bits 16-47

/** The IPv4 address an IPv6 address stands for (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(ip: IpAddress, only?: "mapped"): IpAddress | null {
  if (ip.version !== 6) return null;
  if (inNetwork(ip, MAPPED)) return { version: 4, value: ip.value & 0xffffffffn };
  if (only) return null;
  if (inNetwork(ip, COMPATIBLE) && ip.value > 1n) return { version: 4, value: ip.value & 0xffffffffn };
  if (inNetwork(ip, NAT64)) return { version: 4, value: ip.value & 0xffffffffn };
  if (inNetwork(ip, SIX_TO_FOUR)) return { version: 4, value: (ip.value >> 80n) & 0xffffffffn };
  return null;
}

function kindOf(ip: IpAddress): AddressKind {
  if (ip.version === 4) return V4_RANGES.find(([n]) => inNetwork(ip, n))?.[1] ?? "public";
  const found = V6_RANGES.find(([n]) => inNetwork(ip, n));
  if (found) return found[1];
  const v4 = embeddedIpv4(ip);
  if (v4) return kindOf(v4);
  return inNetwork(ip, GLOBAL_UNICAST) ? "public" : "reserved";
}

/**
 * Where `ip` is, and whether a guarded request may connect to it: public addresses always; any
 * other only inside `allowed` (an IPv4-mapped IPv6 address counts as its IPv4 address).
 */
export function classifyAddress(ip: string, allowed: readonly Network[] = []): Classification {
  const parsed = parseIp(ip);
  if (!parsed) throw new TypeError(`not an IP address: ${ip}`);
  const mapped = embeddedIpv4(parsed, "mapped");
  const kind = kindOf(parsed);
  const listed = allowed.some((n) => inNetwork(parsed, n) || (mapped !== null && inNetwork(mapped, n)));
  return { address: formatIp(parsed), kind, allowed: kind === "public" || listed };
}

/**
 * OUTBOUND_ALLOWED_NETWORKS: comma-separated CIDR ranges ("192.168.1.0/24, fd00::/8"); a bare
 * address is one host. Throws a message naming the part that is not a range.
 */
export function parseNetworks(text: string): Network[] {
  const networks: Network[] = [];
  for (const part of text.split(",").map((p) => p.trim())) {
    if (part === "") continue;
    const match = /^([^/\s]+)(?:\/(\d{1,3}))?$/.exec(part);
    const ip = match ? parseIp(match[1]) : null;
    const prefix = match?.[2] === undefined ? (ip ? BITS[ip.version] : NaN) : Number(match[2]);
    if (!ip || !match || match[1].startsWith("[") || !(prefix <= BITS[ip.version])) {
      throw new Error(`"${part}" is not a CIDR range like 192.168.1.0/24 or fd00::/8 (separate ranges with commas)`);
    }
    let n = mask({ version: ip.version, base: ip.value, prefix });
    // "::ffff:192.168.1.0/120" is the IPv4 range 192.168.1.0/24.
    if (n.version === 6 && n.prefix >= 96 && inNetwork({ version: 6, value: n.base }, MAPPED)) {
      n = mask({ version: 4, base: n.base & 0xffffffffn, prefix: n.prefix - 96 });
    }
    networks.push(n);
  }
  return networks;
}

export function formatNetwork(n: Network): string {
  return `${formatIp({ version: n.version, value: n.base })}/${n.prefix}`;
}
