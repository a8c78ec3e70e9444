import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type FailedJob, getSystemFigures, listFailedJobs, retryJob } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { SystemScreen } from "./system-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getSystemFigures: vi.fn(),
  listFailedJobs: vi.fn(),
  retryJob: vi.fn(),
}));

const failedMail: FailedJob = {
  id: "job-1",
  kind: "mail",
  attempts: 5,
  last_error: "550 mailbox unavailable for [e-mail]",
  last_tried_at: "2026-11-27T03:00:00Z",
  created_at: "2026-11-27T02:00:00Z",
};

/** Failed before its claims were recorded: no last try to show. */
const neverTried: FailedJob = {
  id: "job-2",
  kind: "billing-charge",
  attempts: 5,
  last_error: null,
  last_tried_at: null,
  created_at: "2026-11-26T02:00:00Z",
};

describe("the System screen", () => {
  beforeEach(() => {
    vi.mocked(getSystemFigures)
      .mockReset()
      .mockResolvedValue({
        checked_at: "2026-11-27T04:00:00Z",
        jobs: [
          { kind: "billing-tick", due: 3, oldest_due_seconds: 540, failed: 0 },
          { kind: "mail", due: 0, oldest_due_seconds: 0, failed: 1 },
        ],
        failed_total: 1,
        webhooks: [
          { provider: "xendit", outcome: "applied", count: 12 },
          { provider: "xendit", outcome: "duplicate", count: 1200 },
        ],
      });
    vi.mocked(listFailedJobs).mockReset().mockResolvedValue([failedMail]);
    vi.mocked(retryJob).mockReset();
  });

  it("shows the backlog, the oldest wait and failed jobs per kind, and the webhooks", async () => {
    renderScreen(<SystemScreen />);
    const kinds = await screen.findByRole("table", { name: "Jobs by kind" });
    const tick = within(kinds).getByRole("row", { name: /billing-tick/ });
    expect(tick.textContent).toContain("9 min");
    expect(within(kinds).getByRole("row", { name: /mail/ }).textContent).toContain("1");
    // Outcomes in the reader's words, counts through the locale formatter.
    expect(screen.getByText(/xendit · applied: 12$/)).toBeTruthy();
    expect(screen.getByText(/xendit · already received: 1,200$/)).toBeTruthy();
  });

  it("lists a failed job without its payload and retries it only with a reason", async () => {
    vi.mocked(retryJob).mockResolvedValue({ id: "job-1", kind: "mail", status: "queued" });
    renderScreen(<SystemScreen />);
    const failed = await screen.findByRole("table", { name: "Failed jobs" });
    expect(within(failed).getByText("550 mailbox unavailable for [e-mail]")).toBeTruthy();
    const button = within(failed).getByRole("button", { name: /Retry the mail job of/ });
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    expect(dialog.textContent).toContain("Please write the reason.");
    expect(retryJob).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Reason (kept in the audit log)"), {
      target: { value: "SMTP is back" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(retryJob).toHaveBeenCalledWith({ id: "job-1", reason: "SMTP is back" }));
  });

  it("shows when each failed job was last tried, never the epoch, and says so when it never was", async () => {
    vi.mocked(listFailedJobs).mockResolvedValue([failedMail, neverTried]);
    renderScreen(<SystemScreen />);
    const failed = await screen.findByRole("table", { name: "Failed jobs" });
    const tried = within(failed).getByRole("row", { name: /^mail/ });
    expect(tried.textContent).toMatch(/27 Nov 2026/);
    const never = within(failed).getByRole("row", { name: /^billing-charge/ });
    expect(never.textContent).toContain("not tried yet");
    expect(failed.textContent).not.toMatch(/1970/);
    expect(
      within(failed).getByRole("button", { name: /Retry the billing-charge job queued .*, not tried yet/ }),
    ).toBeTruthy();
  });

  it("names the failed jobs once, and each figure of a card on phones", async () => {
    renderScreen(<SystemScreen />);
    const failed = await screen.findByRole("table", { name: "Failed jobs" });
    expect(screen.getAllByText(/^Failed jobs/)).toHaveLength(1);
    expect(failed.querySelector("caption")).toBeNull();
    // Each figure carries its column's name (shown below 768 px, card-table.css), hidden from screen readers.
    const row = within(failed).getByRole("row", { name: /^mail/ });
    const labels = [...row.querySelectorAll(".card-table__label")];
    expect(labels.map((label) => label.textContent)).toEqual(["Attempts", "Last error", "Last try"]);
    expect(labels.every((label) => label.getAttribute("aria-hidden") === "true")).toBe(true);
    const kinds = screen.getByRole("table", { name: "Jobs by kind" });
    const tick = within(kinds).getByRole("row", { name: /billing-tick/ });
    expect([...tick.querySelectorAll(".card-table__label")].map((label) => label.textContent)).toEqual([
      "Due now",
      "Oldest wait",
      "Failed",
    ]);
  });

  it("says so when nothing is due or failed", async () => {
    vi.mocked(getSystemFigures).mockResolvedValue({
      checked_at: "2026-11-27T04:00:00Z",
      jobs: [],
      failed_total: 0,
      webhooks: [],
    });
    vi.mocked(listFailedJobs).mockResolvedValue([]);
    renderScreen(<SystemScreen />);
    expect(await screen.findByText("No job is due or failed.")).toBeTruthy();
    expect(await screen.findByText("No failed jobs.")).toBeTruthy();
  });
});
