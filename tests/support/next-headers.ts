/**
 * A stand-in for `next/headers` so integration tests can call server actions outside a Next request:
 * `vi.mock("next/headers", () => import("../support/next-headers"))`, then set `fakeRequest` per test.
 */

interface StoredCookie {
  name: string;
  value: string;
  options?: Record<string, unknown>;
}

class FakeCookieJar {
  readonly store = new Map<string, StoredCookie>();
  get(name: string) {
    return this.store.get(name);
  }
  getAll() {
    return [...this.store.values()];
  }
  has(name: string) {
    return this.store.has(name);
  }
  set(name: string, value: string, options?: Record<string, unknown>) {
    this.store.set(name, { name, value, options });
    return this;
  }
  delete(name: string) {
    this.store.delete(name);
    return this;
  }
}

export const fakeRequest = {
  headers: new Headers(),
  cookies: new FakeCookieJar(),
  /** A fresh request from `ip` with no cookies. */
  reset(ip = "203.0.113.10") {
    this.headers = new Headers({ "x-forwarded-for": ip });
    this.cookies = new FakeCookieJar();
  },
};

export async function headers() {
  return fakeRequest.headers;
}

export async function cookies() {
  return fakeRequest.cookies;
}
