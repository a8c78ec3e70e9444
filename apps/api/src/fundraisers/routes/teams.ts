import { z } from "@hono/zod-openapi";
import { responses, teamRequestSchema } from "@rimbun/contract";
import { jsonBody, ok, type Router } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { createTeam, editTeam, listMyTeams } from "../teams.ts";
import { ownerAccess } from "./fundraiser-pages.ts";

// Teams (docs/product/fundraisers.md#teams): a Buddy or donor makes one and captains it; only the captain
// edits it (anyone else: 404). Pages join a team from their own page (POST /v1/fundraisers/pages/{slug}/team).

const teamCall = { tags: ["Fundraisers"], access: ownerAccess() };
const slugParam = z.object({ slug: z.string().min(1).max(100) });

const registerCreate = defineRoute({
  ...teamCall,
  method: "post",
  path: "/v1/fundraisers/teams",
  summary: "Make a team and captain it (the slug is made from the name and fixed)",
  request: { body: jsonBody(teamRequestSchema) },
  result: responses.createTeam,
  errors: [400, 401, 403, 409],
  handle: async (c, viewer) => {
    const input = validated(c, "json", teamRequestSchema);
    return c.json(ok(await createTeam(c.get("services"), viewer, input)), 200);
  },
});

const registerList = defineRoute({
  ...teamCall,
  method: "get",
  path: "/v1/fundraisers/teams",
  summary: "The teams I captain",
  result: responses.listMyTeams,
  errors: [401, 403],
  handle: async (c, viewer) => c.json(ok(await listMyTeams(c.get("services"), viewer)), 200),
});

const registerEdit = defineRoute({
  ...teamCall,
  method: "put",
  path: "/v1/fundraisers/teams/{slug}",
  summary: "Edit my team's name, story, goal and photo",
  request: { params: slugParam, body: jsonBody(teamRequestSchema) },
  result: responses.editTeam,
  errors: [400, 401, 403, 404],
  handle: async (c, viewer) => {
    const { slug } = validated(c, "param", slugParam);
    const input = validated(c, "json", teamRequestSchema);
    return c.json(ok(await editTeam(c.get("services"), viewer, slug, input)), 200);
  },
});

export function registerTeams(app: Router) {
  registerCreate(app);
  registerList(app);
  registerEdit(app);
}
