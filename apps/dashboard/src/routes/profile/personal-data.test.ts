import { describe, expect, it } from "vitest";
import { donationsCsv, exportFileName } from "./personal-data.ts";

const gift = {
  local_id: "RL-1",
  type: "single",
  status: "done",
  amount: 75000,
  channel: "BNI",
  fullname: 'Eka "E" Export',
  email: "eka@example.test",
  phone: "81234567890",
  referral_code: null,
  campaign: null,
  paid_at: "2026-11-01T00:00:00.000Z",
  created_at: "2026-11-01T00:00:00.000Z",
};

describe("the donations CSV", () => {
  it("has a header, one row per donation, quotes what needs quoting", () => {
    const csv = donationsCsv({ donations: [gift] });
    const [header, row] = csv.trim().split("\r\n");
    expect(header).toBe(
      "local_id,created_at,paid_at,type,status,amount,channel,campaign,referral_code,fullname,email,phone",
    );
    expect(row).toContain('"Eka ""E"" Export"');
    expect(row).toContain(",75000,");
  });

  it("never lets a spreadsheet run a typed value as a formula", () => {
    const csv = donationsCsv({ donations: [{ ...gift, fullname: '=HYPERLINK("x")' }] });
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("names files by what and the export's day", () => {
    expect(exportFileName("donations", "2026-11-23T22:00:00.000Z", "csv")).toBe(
      "rimbun-donations-2026-11-23.csv",
    );
  });
});
