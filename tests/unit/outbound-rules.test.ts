// The outbound address rules (decision record 073), as a table: every refused range, its edges,
// the IPv6 spellings of IPv4 addresses, and the operator's CIDR list. Nothing here connects.
import { describe, expect, it } from "vitest";
import { classifyAddress, formatNetwork, parseNetworks, type AddressKind } from "~/lib/outbound-rules";

const CASES: [string, AddressKind][] = [
  // IPv4
  ["0.0.0.0", "unspecified"],
  ["0.255.255.255", "unspecified"],
  ["10.0.0.1", "private"],
  ["10.255.255.255", "private"],
  ["100.64.0.1", "private"], // CGNAT
  ["100.127.255.254", "private"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["169.254.169.254", "link-local"], // cloud metadata
  ["169.254.0.1", "link-local"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.0.0.8", "reserved"],
  ["192.0.2.1", "reserved"],
  ["192.168.1.10", "private"],
  ["198.18.0.1", "reserved"],
  ["198.51.100.7", "reserved"],
  ["203.0.113.9", "reserved"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "broadcast"],
  // just outside the ranges
  ["9.255.255.255", "public"],
  ["11.0.0.0", "public"],
  ["100.63.255.255", "public"],
  ["100.128.0.0", "public"],
  ["126.255.255.255", "public"],
  ["128.0.0.0", "public"],
  ["169.253.255.255", "public"],
  ["172.15.255.255", "public"],
  ["172.32.0.0", "public"],
  ["192.167.255.255", "public"],
  ["192.169.0.0", "public"],
  ["223.255.255.255", "public"],
  ["93.184.216.34", "public"],
  ["1.1.1.1", "public"],
  // IPv6
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback"],
  ["fc00::1", "unique-local"],
  ["fd12:3456:789a::1", "unique-local"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local"],
  ["febf:ffff::1", "link-local"],
  ["fec0::1", "private"],
  ["ff02::1", "multicast"],
  ["ff0e::101", "multicast"],
  ["2001:db8::1", "reserved"],
  ["100::1", "reserved"],
  ["64:ff9b:1::1", "private"],
  ["4000::1", "reserved"], // outside 2000::/3
  ["fbff:ffff::1", "reserved"],
  ["2606:4700:4700::1111", "public"],
  ["2a00:1450:4001:82b::200e", "public"],
  // IPv4 inside IPv6: judged as the IPv4 address
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:7f00:1", "loopback"],
  ["0:0:0:0:0:ffff:7f00:0001", "loopback"],
  ["::ffff:169.254.169.254", "link-local"],
  ["::ffff:a9fe:a9fe", "link-local"],
  ["::ffff:10.1.2.3", "private"],
  ["::ffff:0.0.0.0", "unspecified"],
  ["::ffff:8.8.8.8", "public"],
  ["::127.0.0.1", "loopback"], // IPv4-compatible (deprecated)
  ["::10.0.0.1", "private"],
  ["64:ff9b::7f00:1", "loopback"], // NAT64 well-known prefix
  ["64:ff9b::a9fe:a9fe", "link-local"],
  ["64:ff9b::808:808", "public"],
  ["2002:7f00:1::1", "loopback"], // 6to4
  ["2002:c0a8:101::1", "private"],
  ["2002:808:808::1", "public"],
  ["[::1]", "loopback"],
];

describe("classifyAddress", () => {
  it.each(CASES)("%s is %s", (ip, kind) => {
    const c = classifyAddress(ip);
    expect(c.kind).toBe(kind);
    expect(c.allowed).toBe(kind === "public");
  });

  it("normalises the address it reports", () => {
    expect(classifyAddress("::ffff:7f00:1").address).toBe("::ffff:127.0.0.1");
    expect(classifyAddress("0:0:0:0:0:0:0:1").address).toBe("::1");
    expect(classifyAddress("fe80:0:0:0:1:0:0:1%eth0").address).toBe("fe80::1:0:0:1");
    expect(classifyAddress("2001:db8:0:1:0:0:0:1").address).toBe("2001:db8:0:1::1");
  });

  it("refuses to guess about text that is not an IP address", () => {
    for (const bad of ["localhost", "2130706433", "0x7f000001", "127.1", "0177.0.0.1", "", "::ffff:1.2.3", "1.2.3.4.5"]) {
      expect(() => classifyAddress(bad), bad).toThrow(TypeError);
    }
  });

  it("allows exactly what the operator's networks name, with IPv4-mapped addresses counted as IPv4", () => {
    const lan = parseNetworks("192.168.1.0/24, fd00::/8, 127.0.0.1");
    const allowed = (ip: string) => classifyAddress(ip, lan).allowed;
    expect(allowed("192.168.1.1")).toBe(true);
    expect(allowed("192.168.1.255")).toBe(true);
    expect(allowed("::ffff:192.168.1.20")).toBe(true);
    expect(allowed("::ffff:c0a8:114")).toBe(true);
    expect(allowed("192.168.2.1")).toBe(false);
    expect(allowed("192.168.0.255")).toBe(false);
    expect(allowed("fd00::5")).toBe(true);
    expect(allowed("fdff:ffff::1")).toBe(true);
    expect(allowed("fc00::1")).toBe(false);
    expect(allowed("127.0.0.1")).toBe(true);
    expect(allowed("127.0.0.2")).toBe(false);
    expect(allowed("::1")).toBe(false);
    expect(allowed("0.0.0.0")).toBe(false);
    expect(allowed("169.254.169.254")).toBe(false);
    // The kind is still reported, allowed or not.
    expect(classifyAddress("192.168.1.1", lan)).toEqual({ address: "192.168.1.1", kind: "private", allowed: true });
    // Public addresses need no list.
    expect(classifyAddress("8.8.8.8", lan).allowed).toBe(true);
  });

  it("an IPv4 range does not open the IPv6 forms that only translate to it (NAT64, 6to4, compatible)", () => {
    const lan = parseNetworks("127.0.0.0/8");
    expect(classifyAddress("::ffff:127.0.0.1", lan).allowed).toBe(true);
    expect(classifyAddress("64:ff9b::7f00:1", lan).allowed).toBe(false);
    expect(classifyAddress("2002:7f00:1::1", lan).allowed).toBe(false);
    expect(classifyAddress("::127.0.0.1", lan).allowed).toBe(false);
  });
});

describe("parseNetworks (OUTBOUND_ALLOWED_NETWORKS)", () => {
  it("reads comma-separated CIDR ranges; empty is none; a bare address is one host; host bits are dropped", () => {
    expect(parseNetworks("")).toEqual([]);
    expect(parseNetworks(" , ")).toEqual([]);
    expect(parseNetworks("192.168.1.0/24,10.0.0.0/8 , fd00::/8,::1/128").map(formatNetwork)).toEqual([
      "192.168.1.0/24",
      "10.0.0.0/8",
      "fd00::/8",
      "::1/128",
    ]);
    expect(parseNetworks("192.168.1.7").map(formatNetwork)).toEqual(["192.168.1.7/32"]);
    expect(parseNetworks("fe80::1").map(formatNetwork)).toEqual(["fe80::1/128"]);
    expect(parseNetworks("192.168.1.77/24").map(formatNetwork)).toEqual(["192.168.1.0/24"]);
    expect(parseNetworks("0.0.0.0/0").map(formatNetwork)).toEqual(["0.0.0.0/0"]);
    expect(parseNetworks("::ffff:192.168.1.0/120").map(formatNetwork)).toEqual(["192.168.1.0/24"]);
  });

  it("names the part that is not a range", () => {
    for (const [value, part] of [
      ["192.168.1.0/33", "192.168.1.0/33"],
      ["10.0.0.0/8, lan", "lan"],
      ["192.168.1/24", "192.168.1/24"],
      ["10.0.0.0/8;192.168.0.0/16", "10.0.0.0/8;192.168.0.0/16"],
      ["fe80::/129", "fe80::/129"],
      ["[::1]/128", "[::1]/128"],
      ["10.0.0.0/-1", "10.0.0.0/-1"],
      ["10.0.0.0/", "10.0.0.0/"],
      ["nextcloud.lan/32", "nextcloud.lan/32"],
    ]) {
      expect(() => parseNetworks(value), value).toThrow(`"${part}" is not a CIDR range like 192.168.1.0/24`);
    }
  });
});
