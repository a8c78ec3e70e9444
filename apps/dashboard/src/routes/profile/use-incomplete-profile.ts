import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";
import { missingProfileFields } from "@rimbun/domain/schemas/profile";
import { useEffect, useRef, useState } from "react";
import { showToast } from "../../app/toast-store.ts";
import type { SessionUser } from "../../lib/api.ts";

/** "Please fill out the following fields: Full name, Email and Phone number" in the reader's language. */
export function missingFieldsMessage(i18n: I18n, fieldIds: readonly string[]): string {
  const names = fieldIds.map((id) => i18n._(id));
  const list = new Intl.ListFormat(i18n.locale === "id" ? "id-ID" : "en-GB", { type: "conjunction" }).format(
    names,
  );
  return i18n._(messages.profileMissingFields.id, { list });
}

/**
 * Opening the profile with empty required fields shows the Incomplete Profile toast and opens
 * edit mode (docs/product/accounts.md#profile). Checked once, on arrival: the toast must not repeat while the
 * person is typing. Returns whether the main form should start in edit mode.
 */
export function useIncompleteProfile(user: SessionUser | null): boolean {
  const { i18n } = useLingui();
  const [missing] = useState(() =>
    user && (user.role === "donor" || user.role === "volunteer")
      ? missingProfileFields(user.role, user.profile)
      : [],
  );

  // StrictMode runs effects twice in development; the toast is shown once per visit all the same.
  const shown = useRef(false);
  useEffect(() => {
    if (missing.length === 0 || shown.current) return;
    shown.current = true;
    showToast({
      tone: "warning",
      title: i18n._(messages.profileIncomplete.id),
      message: missingFieldsMessage(i18n, missing),
    });
  }, [missing, i18n]);

  return missing.length > 0;
}
