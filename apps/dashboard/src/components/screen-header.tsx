import type { ReactNode } from "react";

/** The heading every dashboard screen starts with; the layout's skip link lands here. */
export function ScreenHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className="screen-header">
      <h1 className="screen-header__title">{title}</h1>
      {children ? <div className="screen-header__meta">{children}</div> : null}
    </header>
  );
}
