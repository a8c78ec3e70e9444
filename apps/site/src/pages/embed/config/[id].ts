import type { APIRoute } from "astro";
import { embedFlowPath, embedView } from "../../../features/embed/embed-view.ts";
import { pageI18n } from "../../../lib/i18n.ts";
import { serverEnv } from "../../../lib/server/server-env.ts";
import { embedSource } from "../../../lib/server/site-embeds.ts";

// What the loader on a partner's page reads (src/embed/loader.ts, docs/decisions/embed-loader.md): the button's
// and the meter's words in the chosen language, the checked options and the allowlist. Read from any
// origin (the loader itself refuses a page whose origin is not listed, and says why), from the code's
// cached copy: a busy partner page costs the API nothing more.
export const prerender = false;

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Content-Type": "application/json; charset=utf-8",
  "X-Content-Type-Options": "nosniff",
};

export const GET: APIRoute = async ({ params, url }) => {
  const loaded = await embedSource.embed(params.id);
  if (loaded.state !== "found") {
    const status = loaded.state === "not-found" ? 404 : 503;
    return new Response(JSON.stringify({ error: loaded.state }), {
      status,
      headers: { ...corsHeaders, "Cache-Control": "no-store" },
    });
  }
  const { embed } = loaded;
  const query = url.searchParams;
  const [id, en] = await Promise.all([pageI18n("id"), pageI18n("en")]);
  const view = embedView(
    embed,
    {
      locale: query.get("locale"),
      presets: query.get("presets"),
      colour: query.get("colour"),
      meter: query.get("meter"),
    },
    (locale) => (locale === "en" ? en : id),
  );
  const body = {
    ...view,
    allowed_origins: embed.allowed_origins,
    flow_path: embedFlowPath(embed.id, view.locale),
  };
  const cache = serverEnv().cacheSeconds === 0 ? "no-cache" : "public, max-age=30";
  return new Response(JSON.stringify(body), { headers: { ...corsHeaders, "Cache-Control": cache } });
};
