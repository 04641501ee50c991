import { describe, expect, it } from "vitest";
import { forwardedClient } from "@/lib/platform/http/request";

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
