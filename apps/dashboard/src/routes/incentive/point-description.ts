import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { redeemItems } from "@rimbun/domain/points";

/**
 * The API records what a ledger entry is about as a short code (`monthly:RL-…`, `donate`,
 * `withdraw`, `tumbler-300`, `refund:single:RL-…`); volunteers read it in their own language.
 */
export function describePointEntry(i18n: I18n, description: string): string {
  const [kind = "", reference = ""] = description.split(/:(.*)/s);
  switch (kind) {
    case "single":
      return i18n._(msg`One-time donation ${reference}`);
    case "boost":
      return i18n._(msg`Boost donation ${reference}`);
    case "monthly":
    case "recurring":
      return i18n._(msg`Monthly donation ${reference}`);
    case "donate":
      return i18n._(msg`Points donated to the foundation's programmes`);
    case "withdraw":
      return i18n._(msg`Withdrawal to your bank account`);
    case "refund": {
      // `refund:<kind>:<local id>`: the donor got their money back, so its points were taken back.
      const localId = reference.split(":").at(-1) ?? reference;
      return i18n._(msg`Points taken back: donation ${localId} was refunded`);
    }
  }
  const item = redeemItems.find(
    (candidate) => kind === candidate.value || kind.startsWith(`${candidate.value}-`),
  );
  if (item) {
    const name = i18n._(item.label);
    return i18n._(msg`Exchanged for ${name}`);
  }
  return description;
}
