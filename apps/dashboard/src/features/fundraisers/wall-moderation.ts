import { useLingui } from "@lingui/react/macro";
import {
  approveWallMessage,
  dismissPageReports,
  hideFundraiserPage,
  hideWallMessage,
  restoreWallMessage,
  type StaffReportedPage,
  type StaffWallMessage,
} from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { staffPagesRoot, wallQueueKey } from "./fundraiser-words.tsx";

/** What a staffer does with an item of the wall's queue. */
export type Moderation =
  | { kind: "approve" | "hide" | "restore"; message: StaffWallMessage }
  | { kind: "dismiss" | "hide-page"; page: StaffReportedPage };

function moderate(moderation: Moderation, reason: string): Promise<unknown> {
  const input = { reason };
  switch (moderation.kind) {
    case "approve":
      return approveWallMessage(moderation.message.id, input);
    case "hide":
      return hideWallMessage(moderation.message.id, input);
    case "restore":
      return restoreWallMessage(moderation.message.id, input);
    case "dismiss":
      return dismissPageReports(moderation.page.id, input);
    default:
      return hideFundraiserPage(moderation.page.id, input);
  }
}

interface Words {
  title: string;
  description: string;
  confirm: string;
  done: string;
}

/** The moderation call and the reason dialog's words for the item being acted on. */
export function useModeration(acting: Moderation | null, onDone: () => void) {
  const { t } = useLingui();
  const held = acting && "message" in acting && acting.message.status === "held";
  const all: Record<Moderation["kind"], Words> = {
    approve: held
      ? {
          title: t`Let this message through`,
          description: t`It appears on the walls of its page and campaign.`,
          confirm: t`Let it through`,
          done: t`The message is shown.`,
        }
      : {
          title: t`Keep this message`,
          description: t`It stays on the walls; its reports are closed.`,
          confirm: t`Keep it`,
          done: t`The message stays; its reports are closed.`,
        },
    hide: {
      title: t`Hide this message`,
      description: t`It leaves the walls of its page and campaign.`,
      confirm: t`Hide`,
      done: t`The message is hidden.`,
    },
    restore: {
      title: t`Restore this message`,
      description: t`It appears on the walls again.`,
      confirm: t`Restore`,
      done: t`The message is shown again.`,
    },
    dismiss: {
      title: t`Keep this page`,
      description: t`The page stays on the site; its open reports are closed.`,
      confirm: t`Keep the page`,
      done: t`The page's reports are closed.`,
    },
    "hide-page": {
      title: t`Hide this page`,
      description: t`The page leaves the site (its address answers "not found"); the owner sees your reason.`,
      confirm: t`Hide page`,
      done: t`The page is hidden.`,
    },
  };
  const words = acting ? all[acting.kind] : null;
  const change = useApiMutation({
    call: (input: { moderation: Moderation; reason: string }) => moderate(input.moderation, input.reason),
    invalidates: [wallQueueKey, staffPagesRoot],
    announce: words?.done,
    refreshAfterRefusal: true,
    onSuccess: onDone,
  });
  return { change, words };
}
