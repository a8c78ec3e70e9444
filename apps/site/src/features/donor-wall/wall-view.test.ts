// @vitest-environment jsdom
import type { WallMessage } from "@rimbun/contract";
import { describe, expect, it } from "vitest";
import { fillWallMessage, readSaid, rememberSaid, showAamiinCount } from "./wall-view.ts";

// The template item as wall-message.astro writes it (empty).
const templateHtml = `<li class="wall-message" data-message-id="">
  <p><strong data-name></strong> <span data-amount data-template="gave __AMOUNT__" hidden></span></p>
  <p data-body></p>
  <div><time data-time datetime=""></time><span data-count-text>0 × Aamiin</span>
  <span data-actions hidden><button data-aamiin aria-pressed="false">Aamiin <span data-count>0</span></button></span></div>
</li>`;

function item(): HTMLElement {
  const template = document.createElement("template");
  template.innerHTML = templateHtml;
  return template.content.firstElementChild as HTMLElement;
}

const message = (over: Partial<WallMessage> = {}): WallMessage => ({
  id: "m1",
  display_name: "Siti",
  body: "Semoga hutannya lestari",
  amount: 100_000,
  aamiin_count: 1234,
  published_at: "2026-11-20T03:00:00.000Z",
  ...over,
});

const breakOut = [
  "</script><script>alert(1)</script>",
  `"><img src=x onerror="alert(1)">`,
  "<img src=x onerror=alert(1)>",
  "' onmouseover='alert(1)",
  "<!-- -->&amp;&lt;",
];

describe("fillWallMessage", () => {
  it.each(breakOut)("keeps %s as text in the name and the message", (text) => {
    const li = item();
    fillWallMessage(li, message({ display_name: text, body: text }), { anonymous: "Orang Baik" }, "id");
    expect(li.querySelector("[data-name]")?.textContent).toBe(text);
    expect(li.querySelector("[data-body]")?.textContent).toBe(text);
    expect(li.querySelector("img")).toBeNull();
    expect(li.querySelector("script")).toBeNull();
    expect(li.innerHTML).not.toContain("<img");
  });

  it("names an anonymous donor as the page's language does and hides a withheld amount", () => {
    const li = item();
    fillWallMessage(li, message({ display_name: null, amount: null }), { anonymous: "A kind person" }, "en");
    expect(li.querySelector("[data-name]")?.textContent).toBe("A kind person");
    expect(li.querySelector<HTMLElement>("[data-amount]")?.hidden).toBe(true);
  });

  it("writes the amount, the date and the count through the locale formatters", () => {
    const li = item();
    fillWallMessage(li, message(), { anonymous: "" }, "id");
    expect(li.querySelector("[data-amount]")?.textContent).toMatch(/^gave Rp\s?100\.000$/);
    expect(li.querySelector("[data-time]")?.getAttribute("datetime")).toBe("2026-11-20T03:00:00.000Z");
    expect(li.querySelector("[data-time]")?.textContent).toContain("2026");
    expect(li.querySelector("[data-count]")?.textContent).toBe("1.234");
    expect(li.querySelector("[data-count-text]")?.textContent).toBe("1.234 × Aamiin");
    expect(li.dataset.messageId).toBe("m1");
  });

  it("hides an empty message (the donor only chose to appear)", () => {
    const li = item();
    fillWallMessage(li, message({ body: "" }), { anonymous: "" }, "id");
    expect(li.querySelector<HTMLElement>("[data-body]")?.hidden).toBe(true);
  });

  it("updates the count in both places", () => {
    const li = item();
    showAamiinCount(li, 12, "en");
    expect(li.querySelector("[data-count]")?.textContent).toBe("12");
    expect(li.querySelector("[data-count-text]")?.textContent).toBe("12 × Aamiin");
  });
});

describe("the Aamiin memory", () => {
  it("reads what it wrote and ignores anything else", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    const said = readSaid(storage);
    rememberSaid(storage, said, "a");
    rememberSaid(storage, said, "b");
    expect([...readSaid(storage)]).toEqual(["a", "b"]);
    store.set("rimbun.wall.aamiin", "{not json");
    expect(readSaid(storage).size).toBe(0);
    store.set("rimbun.wall.aamiin", JSON.stringify([1, "c", null]));
    expect([...readSaid(storage)]).toEqual(["c"]);
    expect(readSaid(null).size).toBe(0);
  });
});
