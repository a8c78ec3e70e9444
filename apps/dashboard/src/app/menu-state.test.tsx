import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  MENU_CHANGE_EVENT,
  menuStateForWidth,
  readMenuState,
  useMenuState,
  writeMenuState,
} from "./menu-state.ts";

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

function MenuProbe({ label }: { label: string }) {
  const [state, setState] = useMenuState();
  return (
    <button type="button" onClick={() => setState(state === "open" ? "close" : "open")}>
      {label}:{state}
    </button>
  );
}

describe("menu state", () => {
  it("is open when nothing is stored", () => {
    expect(readMenuState()).toBe("open");
  });

  it("is remembered in session storage under `menu`", () => {
    writeMenuState("close");
    expect(sessionStorage.getItem("menu")).toBe("close");
    expect(readMenuState()).toBe("close");
  });

  it("closes at 992 px and below, keeps the choice above", () => {
    expect(menuStateForWidth(992, "open")).toBe("close");
    expect(menuStateForWidth(375, "open")).toBe("close");
    expect(menuStateForWidth(993, "open")).toBe("open");
    expect(menuStateForWidth(1280, "close")).toBe("close");
  });

  it("keeps every listener in sync through the menu-change event", () => {
    setWidth(1280);
    const seen: string[] = [];
    window.addEventListener(MENU_CHANGE_EVENT, (event) => seen.push((event as CustomEvent<string>).detail));
    render(
      <>
        <MenuProbe label="sidebar" />
        <MenuProbe label="toggle" />
      </>,
    );
    expect(screen.getByText("sidebar:open")).toBeTruthy();
    act(() => screen.getByText("toggle:open").click());
    expect(screen.getByText("sidebar:close")).toBeTruthy();
    expect(screen.getByText("toggle:close")).toBeTruthy();
    expect(seen).toContain("close");
  });

  it("closes when the window is resized to a narrow width, not when only the height changes", () => {
    setWidth(1280);
    render(<MenuProbe label="menu" />);
    expect(screen.getByText("menu:open")).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event("resize"));
    });
    expect(screen.getByText("menu:open")).toBeTruthy();
    act(() => {
      setWidth(900);
      window.dispatchEvent(new Event("resize"));
    });
    expect(screen.getByText("menu:close")).toBeTruthy();
    expect(sessionStorage.getItem("menu")).toBe("close");
  });

  it("starts closed on a narrow screen", () => {
    setWidth(375);
    render(<MenuProbe label="menu" />);
    expect(screen.getByText("menu:close")).toBeTruthy();
  });
});
