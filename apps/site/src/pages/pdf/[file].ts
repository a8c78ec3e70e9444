import { impactReportPath } from "@rimbun/domain/constants";
import { locales } from "@rimbun/i18n";
import type { APIRoute, GetStaticPaths } from "astro";
import { impactReport2023 } from "../../content/impact-report-2023.ts";
import { impactReportPdf } from "../../lib/impact-report-pdf.ts";

/** `/pdf/{id|en}-Impact-Report-2023.pdf`, written by the build from the report's content file. */
export const getStaticPaths = (() =>
  locales.map((locale) => ({
    params: { file: impactReportPath(locale, impactReport2023.edition).replace("/pdf/", "") },
    props: { locale },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const pdf = await impactReportPdf(props.locale);
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf" } });
};
