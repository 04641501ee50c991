import { describe, expect, it } from "vitest";
import { clientIp, clientOfAddress, forwardedClient } from "@/lib/platform/http/request";

describe("forwardedClient", () => {
  it("takes the entry as many places from the right as there are proxies: what a client wrote stays to its left", () => {
    expect(forwardedClient("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("10.0.0.1, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient(", 203.0.113.7", 1)).toBe("203.0.113.7");
    // A CDN then a load balancer: the CDN appended the client, the load balancer the CDN's edge.
    expect(forwardedClient("1.1.1.1, 203.0.113.7, 198.51.100.2", 2)).toBe("203.0.113.7");
    expect(forwardedClient(["1.1.1.1, 203.0.113.7", "198.51.100.2"], 2)).toBe("203.0.113.7");
  });

  it("takes the leftmost when a request skipped the outer proxies, and nothing without an entry or a proxy", () => {
    expect(forwardedClient("203.0.113.7", 2)).toBe("203.0.113.7");
    expect(forwardedClient(" , ", 1)).toBeNull();
    expect(forwardedClient(undefined, 1)).toBeNull();
    expect(forwardedClient("203.0.113.7", 0)).toBeNull();
  });
});

describe("clientOfAddress: the client as limits count it", () => {
  it("is an IPv4 address itself, however it is written", () => {
    expect(clientOfAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(clientOfAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientOfAddress("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("is the /64 network of an IPv6 address: every address a subscriber can take is one client", () => {
    const network = "2001:db8:1:2::/64";
    for (const address of ["2001:db8:1:2::1", "2001:db8:1:2:3:4:5:6", "2001:DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::9%eth0"]) {
      expect(clientOfAddress(address), address).toBe(network);
    }
    expect(clientOfAddress("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientOfAddress("2001:db8::1")).toBe("2001:db8::/64");
  });

  it("keeps anything else as it is", () => {
    for (const other of ["unknown", "", "203.0.113", "2001:db8::1::2", "010.0.0.1"]) expect(clientOfAddress(other)).toBe(other);
  });

  it("is what clientIp reads from the trusted X-Forwarded-For", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "2001:db8:1:2:aaaa::1" }))).toBe("2001:db8:1:2::/64");
    expect(clientIp(new Headers({ "x-forwarded-for": " 198.51.100.4 " }))).toBe("198.51.100.4");
    expect(clientIp(new Headers())).toBe("unknown");
  });
});
