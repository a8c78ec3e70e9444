import * as accounts from "./accounts.ts";
import * as admin from "./admin.ts";
import * as campaigns from "./campaigns.ts";
import * as campaignsStaff from "./campaigns-staff.ts";
import * as donorWall from "./donor-wall.ts";
import * as embeds from "./embeds.ts";
import * as fees from "./fees.ts";
import * as fundraisers from "./fundraisers.ts";
import * as fundraisersStaff from "./fundraisers-staff.ts";
import * as history from "./history.ts";
import type { ApiClientConfig } from "./http.ts";
import * as monthlyOffer from "./monthly-offer.ts";
import * as offlineGifts from "./offline-gifts.ts";
import * as payments from "./payments.ts";
import * as privacy from "./privacy.ts";
import * as profiles from "./profiles.ts";
import * as publicCalls from "./public.ts";
import * as recurring from "./recurring.ts";
import * as reports from "./reports.ts";
import * as staff from "./staff.ts";
import * as statement from "./statement.ts";
import * as support from "./support.ts";
import * as system from "./system.ts";
import * as tributes from "./tributes.ts";
import * as volunteer from "./volunteer.ts";

export * from "./accounts.ts";
export * from "./admin.ts";
export * from "./campaigns.ts";
export * from "./campaigns-staff.ts";
export * from "./donor-wall.ts";
export * from "./embeds.ts";
export * from "./fees.ts";
export * from "./fundraisers.ts";
export * from "./fundraisers-staff.ts";
export * from "./history.ts";
export * from "./http.ts";
export * from "./monthly-offer.ts";
export * from "./offline-gifts.ts";
export * from "./payments.ts";
export * from "./privacy.ts";
export * from "./profiles.ts";
export * from "./public.ts";
export * from "./recurring.ts";
export * from "./reports.ts";
export * from "./staff.ts";
export * from "./statement.ts";
export * from "./support.ts";
export * from "./system.ts";
export * from "./tributes.ts";
export * from "./volunteer.ts";

type Bound<F> = F extends (config: ApiClientConfig, ...rest: infer A) => infer R ? (...rest: A) => R : never;
type Calls = typeof accounts &
  typeof admin &
  typeof campaigns &
  typeof campaignsStaff &
  typeof donorWall &
  typeof embeds &
  typeof fundraisers &
  typeof fundraisersStaff &
  typeof history &
  typeof offlineGifts &
  typeof monthlyOffer &
  typeof payments &
  typeof privacy &
  typeof profiles &
  typeof publicCalls &
  typeof recurring &
  typeof reports &
  typeof staff &
  typeof statement &
  typeof support &
  typeof fees &
  typeof system &
  typeof tributes &
  typeof volunteer;
type CallNames = {
  [K in keyof Calls]: Calls[K] extends (config: ApiClientConfig, ...rest: never[]) => unknown ? K : never;
}[keyof Calls];
export type ApiClient = { [K in CallNames]: Bound<Calls[K]> };

/** Every call bound to one configuration: `const api = createApiClient({ baseUrl }); api.logIn(...)`. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const all = {
    ...accounts,
    ...admin,
    ...campaigns,
    ...campaignsStaff,
    ...donorWall,
    ...embeds,
    ...fundraisers,
    ...fundraisersStaff,
    ...history,
    ...offlineGifts,
    ...monthlyOffer,
    ...payments,
    ...privacy,
    ...profiles,
    ...publicCalls,
    ...recurring,
    ...reports,
    ...staff,
    ...statement,
    ...support,
    ...fees,
    ...system,
    ...tributes,
    ...volunteer,
  } as Record<string, unknown>;
  const client: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(all)) {
    if (typeof value === "function" && name !== "ApiError") {
      client[name] = (...rest: unknown[]) => (value as (...args: unknown[]) => unknown)(config, ...rest);
    }
  }
  return client as ApiClient;
}
