import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** The language a page or team is written in (Indonesian or English). */
export function LocaleSelect({
  label,
  registration,
}: {
  label: ReactNode;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="rb-field">
      <label className="rb-field__label" htmlFor={`${id}-locale`}>
        {label}
      </label>
      <select id={`${id}-locale`} className="rb-select" {...registration}>
        <option value="id">{t`Indonesian`}</option>
        <option value="en">{t`English`}</option>
      </select>
    </div>
  );
}
