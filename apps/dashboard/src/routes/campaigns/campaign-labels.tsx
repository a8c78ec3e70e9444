import { Trans } from "@lingui/react/macro";
import type { StaffCampaignRow } from "../../lib/api.ts";

export function CampaignKindName({ kind }: { kind: StaffCampaignRow["kind"] }) {
  return kind === "programme" ? <Trans>Programme</Trans> : <Trans>Campaign</Trans>;
}

export function CampaignStatusName({ status }: { status: StaffCampaignRow["status"] }) {
  if (status === "published") return <Trans>Published</Trans>;
  if (status === "closed") return <Trans>Closed</Trans>;
  return <Trans>Draft</Trans>;
}

/** The status in words and colour (the words carry it; the colour only repeats them). */
export function CampaignStatusBadge({ status }: { status: StaffCampaignRow["status"] }) {
  return (
    <span className={`campaign-status campaign-status--${status}`}>
      <CampaignStatusName status={status} />
    </span>
  );
}
