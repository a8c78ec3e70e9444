import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection; leave out to let the tabs keep their own. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
}

/** WAI-ARIA tabs: one tab stop, arrows/Home/End move and select, panels labelled by their tab. */
export function Tabs({ tabs, label, selectedId, defaultSelectedId, onSelect }: TabsProps) {
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? tabs[0]?.id ?? "");
  const current = selectedId ?? ownSelection;
  const base = `rb${useId().replace(/:/g, "")}`;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const tab = tabs[index];
    if (!tab) return;
    setOwnSelection(tab.id);
    onSelect?.(tab.id);
    buttons.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === current);
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target > last ? 0 : target < 0 ? last : target);
  }

  return (
    <div className="rb-tabs">
      <div className="rb-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              className="rb-tabs__tab"
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          className="rb-tabs__panel"
          hidden={tab.id !== current}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes a panel focusable when it holds no focusable content
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
