import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type AdminQueueItem, decideAdminItem, listAdminQueue } from "../../lib/api.ts";
import { renderInLocale, renderScreen } from "../../test/render.tsx";
import { AdminQueueScreen } from "./admin-queue-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  listAdminQueue: vi.fn(),
  decideAdminItem: vi.fn(),
}));

const withdrawal: AdminQueueItem = {
  id: "w1",
  kind: "withdrawal",
  email: "bima@demo.test",
  fullname: "Bima Pratama",
  created_at: "2026-11-20T03:00:00Z",
  amount: "150.00",
  rupiah: 15_000,
  item: null,
  bank_account: { bank_name: "BNI", holder: "Bima Pratama", account_number: "1234567890", branch: "Bogor" },
  details: null,
};

describe("admin queue", () => {
  beforeEach(() => {
    vi.mocked(listAdminQueue).mockReset();
    vi.mocked(decideAdminItem).mockReset();
  });

  it("approves a withdrawal with a note and refreshes the list", async () => {
    vi.mocked(listAdminQueue).mockResolvedValueOnce([withdrawal]).mockResolvedValueOnce([]);
    vi.mocked(decideAdminItem).mockResolvedValue({ id: "w1", kind: "withdrawal", status: "approved" });
    renderScreen(<AdminQueueScreen />);
    expect(await screen.findByText("bima@demo.test")).toBeTruthy();
    expect(screen.getByText("Rp 15,000")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    fireEvent.change(screen.getByLabelText("Note for the volunteer (optional)"), {
      target: { value: "Transferred on Monday" },
    });
    fireEvent.click(screen.getAllByRole("button", { name: "Approve" }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(decideAdminItem).toHaveBeenCalledWith({
        kind: "withdrawal",
        id: "w1",
        decision: "approve",
        note: "Transferred on Monday",
      }),
    );
    await waitFor(() => expect(screen.queryByText("bima@demo.test")).toBeNull());
    expect(listAdminQueue).toHaveBeenCalledTimes(2);
  });

  it("asks for a reason before rejecting", async () => {
    vi.mocked(listAdminQueue).mockResolvedValue([withdrawal]);
    renderScreen(<AdminQueueScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Reject" }));
    fireEvent.click(screen.getAllByRole("button", { name: "Reject" }).at(-1) as HTMLElement);
    expect(screen.getByText("Please write why the request is rejected.")).toBeTruthy();
    expect(decideAdminItem).not.toHaveBeenCalled();
  });
});

const application: AdminQueueItem = {
  id: "a1",
  kind: "application",
  email: "wulan@demo.test",
  fullname: "Wulan Sari",
  created_at: "2026-11-20T03:00:00Z",
  amount: null,
  rupiah: null,
  item: null,
  bank_account: null,
  details: {
    phone: "+6281234567890",
    sex: "female",
    birth_date: "1998-08-17",
    province: "Jawa Barat",
    city: "Bogor",
    occupation: "Guru",
    institution: "SMA 1",
    hobby: "Mendaki",
    source: "Instagram",
    motivation: "Menjaga hutan",
    instagram: "wulan.sari",
  },
};

describe("the volunteer application card in both languages", () => {
  beforeEach(() => vi.mocked(listAdminQueue).mockReset());

  it.each([
    [
      "id",
      "Pendaftaran relawan",
      [
        ["Jenis kelamin", "Perempuan"],
        ["Tanggal lahir", "17 Agu 1998"],
        ["Provinsi", "Jawa Barat"],
        ["Kota", "Bogor"],
        ["Pekerjaan", "Guru"],
        ["Institusi", "SMA 1"],
        ["Hobi", "Mendaki"],
        ["Motivasi", "Menjaga hutan"],
        ["Instagram", "@wulan.sari"],
      ],
    ],
    [
      "en",
      "Volunteer applications",
      [
        ["Sex", "Female"],
        ["Date of birth", "17 Aug 1998"],
        ["Province", "Jawa Barat"],
        ["Heard of us through", "Instagram"],
        ["Phone number", "+6281234567890"],
      ],
    ],
  ] as const)("labels every answer and value in %s", async (locale, tab, pairs) => {
    vi.mocked(listAdminQueue).mockResolvedValue([application, withdrawal]);
    await renderInLocale(<AdminQueueScreen />, locale);
    fireEvent.click(await screen.findByRole("tab", { name: new RegExp(tab) }));
    const card = (await screen.findByText("wulan@demo.test")).closest("li") as HTMLElement;
    const shown = [...card.querySelectorAll("dt")].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    for (const pair of pairs) expect(shown).toContainEqual(pair);
    // No raw key (`birth_date`, `source`) or stored value (`female`, `1998-08-17`) reaches the reader.
    const text = card.textContent ?? "";
    for (const raw of ["female", "1998-08-17", "birth date", "birth_date"]) expect(text).not.toContain(raw);
    if (locale === "id")
      for (const english of ["Sex", "Province", "Occupation", "Motivation"])
        expect(text).not.toContain(english);
  });

  it("writes the withdrawal's labels in sentence case, not title case", async () => {
    vi.mocked(listAdminQueue).mockResolvedValue([withdrawal]);
    await renderInLocale(<AdminQueueScreen />, "en");
    const card = (await screen.findByText("bima@demo.test")).closest("li") as HTMLElement;
    const terms = [...card.querySelectorAll("dt")].map((term) => term.textContent);
    expect(terms).toEqual(
      expect.arrayContaining(["Pay out", "Bank name", "Account holder", "Account number"]),
    );
    // Sentence case is in the words themselves: no stylesheet may capitalise them (`Pay Out`).
    const css = await import("./admin-queue.css?raw");
    expect(css.default).not.toMatch(/text-transform:\s*capitalize/);
  });
});
