import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "./test/harness.ts";
import {
  openAdminRoutes,
  optionalJsonBodies,
  probeAllowed,
  probeAnonymous,
  probeBodies,
  probeForeignIds,
  probeWrongRole,
  type RouteInventory,
  routeInventory,
  type SweepCast,
  securityMismatches,
  sweepCast,
  undeclaredReferences,
} from "./test/route-sweep.ts";

// The route sweep (docs/security.md): every route the app registers, read from the router, each probed
// with what its own access declaration (platform/http/access.ts) says it owes. production.security.test.ts runs
// the same probes against the app as production configures it.
let h: Harness;
let inventory: RouteInventory;
let cast: SweepCast;
beforeAll(async () => {
  h = await createHarness();
  inventory = routeInventory(h.app);
  cast = await sweepCast(h, { prefix: "sweep", owners: true });
}, 120_000);
afterAll(() => h.close());

describe("the route sweep: every registered route", () => {
  it("declares its access exactly once, and every documented operation is served", () => {
    expect(inventory.undeclared).toEqual([]);
    expect(inventory.unserved).toEqual([]);
    expect(inventory.routes.length).toBeGreaterThan(80);
  });

  it("documents in /openapi.json the security its access declares (the session schemes, or none)", async () => {
    const response = await h.request("GET", "/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as Parameters<typeof securityMismatches>[0];
    expect(securityMismatches(document, inventory.routes)).toEqual([]);
  });

  it("under /v1/admin/, is for staff or administrators only", () => {
    expect(openAdminRoutes(inventory.routes)).toEqual([]);
  });

  it("declares whose thing it lets donors and volunteers name (an e-mail, plan, donation or code)", () => {
    expect(undeclaredReferences(inventory.routes)).toEqual([]);
  });

  it("documents a JSON-only body as required, so a request without one is judged, not handed `{}`", () => {
    expect(optionalJsonBodies(inventory.routes)).toEqual([]);
  });

  it("anonymous: 401 where a session or a signature is needed, never 401 on public and link routes", async () => {
    expect(await probeAnonymous(h, inventory.routes)).toEqual([]);
  });

  it("a signed-in person of a role the route does not allow: 403", async () => {
    expect(await probeWrongRole(h, inventory.routes, cast)).toEqual([]);
  });

  it("another person's donation, plan, e-mail or referral code: 403 or 404", async () => {
    expect(await probeForeignIds(h, inventory.routes, cast)).toEqual([]);
  });

  it("a body of another type, broken JSON and an oversized body: 415, 400 and 413 before any handler", async () => {
    expect(await probeBodies(h, inventory.routes, cast)).toEqual([]);
  });

  it("the caller a route is for, with made-up ids and nothing else: never a 5xx, 400 where a body is required", async () => {
    expect(await probeAllowed(h, inventory.routes, cast)).toEqual([]);
  });
});
