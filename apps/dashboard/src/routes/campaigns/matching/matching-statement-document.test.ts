// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { MatchingStatement } from "../../../lib/api.ts";
import { renderPdf } from "../../../lib/pdf/node-pdfmake.ts";
import { foundationDetails } from "../../../lib/pdf/pdf-parts.ts";
import { matchingStatementDocument, matchingStatementFileName } from "./matching-statement-document.ts";

const statement = (gifts: number, partner = "PT Hijau Bersama"): MatchingStatement => ({
  pledge: {
    id: "p1",
    campaign_slug: "bersama-jaga-alam-kita",
    partner_name: partner,
    logo: null,
    ratio: 1,
    cap: 100_000,
    used: gifts * 10_000,
    starts_on: "2026-11-01",
    ends_on: "2026-11-30",
    ended_at: null,
    created_at: "2026-10-30T03:00:00.000Z",
    state: "running",
    gifts,
  },
  campaign: {
    slug: "bersama-jaga-alam-kita",
    title: { id: "Bersama Jaga Alam", en: "Guarding Nature Together" },
  },
  gifts: Array.from({ length: gifts }, (_, i) => ({
    local_id: `RL-2611${String(i).padStart(4, "0")}`,
    paid_at: `2026-11-${String((i % 28) + 1).padStart(2, "0")}T03:00:00.000Z`,
    gift: 10_000,
    match: 10_000,
  })),
  total_gift: gifts * 10_000,
  total_match: gifts * 10_000,
});

describe("the partner's matching statement", () => {
  it("is an A4 PDF in both languages with every gift, its match and the totals", async () => {
    const document = matchingStatementDocument(
      statement(10),
      foundationDetails(),
      new Date("2026-12-01T02:00:00Z"),
    );
    expect(document.pageSize).toBe("A4");
    const pdf = await renderPdf(document);
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(JSON.stringify(document.content)).toMatch(/Rp.100\.000/);
    expect(JSON.stringify(document.content)).toContain("Pendamping · Match");
    // MATCHING_SAMPLE_DIR=/tmp/x keeps the file to look at (`pdftoppm -png -r 60`).
    const keep = process.env.MATCHING_SAMPLE_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      writeFileSync(join(keep, matchingStatementFileName(statement(10))), pdf);
    }
  });

  it("keeps a partner's name with markup as plain text; many gifts flow onto more pages; none says so", async () => {
    const script = `<script>alert(1)</script>"'`;
    const document = matchingStatementDocument(statement(2, script), foundationDetails(), new Date());
    expect(JSON.stringify(document.content)).toContain(JSON.stringify(script).slice(1, -1));
    expect(matchingStatementFileName(statement(2, script))).toBe(
      "dana-pendamping-script-alert-1-script-2026-11-01.pdf",
    );
    const long = (
      await renderPdf(matchingStatementDocument(statement(80), foundationDetails(), new Date()))
    ).toString("latin1");
    expect(long.match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
    const none = matchingStatementDocument(statement(0), foundationDetails(), new Date());
    expect(JSON.stringify(none.content)).toContain("No gift matched yet.");
  });
});
