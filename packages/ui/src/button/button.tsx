import { useLingui } from "@lingui/react/macro";
import type { ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "link";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, keeps the label for width and blocks further clicks (a double click makes one donation). */
  loading?: boolean;
  /** Stretches to the container, as on the donation card. */
  block?: boolean;
  size?: "medium" | "small";
  /** An icon before the label. */
  icon?: ReactNode;
}

export function Button({
  variant = "primary",
  loading = false,
  block = false,
  size = "medium",
  icon,
  type = "button",
  className,
  disabled,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const { t } = useLingui();
  const classes = [
    "rb-button",
    `rb-button--${variant}`,
    block && "rb-button--block",
    size === "small" && "rb-button--small",
    className,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      // aria-disabled keeps the button focusable while loading so screen readers hear the busy state
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="rb-button__spinner" aria-hidden="true" /> : icon}
      <span>{children}</span>
      {loading && <span className="visually-hidden">{t`Please wait…`}</span>}
    </button>
  );
}
