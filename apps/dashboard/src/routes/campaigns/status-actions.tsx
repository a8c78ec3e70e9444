import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rimbun/ui";
import { useState } from "react";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import { previewCampaign, type StaffCampaign, setCampaignStatus } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { adminCampaignKey, adminCampaignsKey } from "./campaign-queries.ts";

type Target = "published" | "draft" | "closed";

/**
 * Publish, unpublish (back to draft) and close, each with the reason the audit log keeps; and a
 * preview link (the site's page with a short-lived token, drafts included) opened in a new tab.
 */
export function StatusActions({ campaign }: { campaign: StaffCampaign }) {
  const { t } = useLingui();
  const [target, setTarget] = useState<Target | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const fieldNames: Record<string, string> = {
    starts_on: t`start date`,
    ends_on: t`end date`,
    story: t`story in both languages`,
    cover: t`a cover image or a drawing`,
  };
  const change = useApiMutation({
    call: (input: { status: Target; reason: string }) => setCampaignStatus(campaign.slug, input),
    invalidates: [adminCampaignsKey, adminCampaignKey(campaign.slug)],
    onSuccess: () => setTarget(null),
    announce:
      target === "published"
        ? t`The campaign is published.`
        : target === "closed"
          ? t`The campaign is closed.`
          : t`The campaign is a draft again.`,
    refreshAfterRefusal: true,
    // Publishing names what is missing (400 with the fields): the dialog says it in words.
    onRefused: (error) => {
      const missing = Object.keys(error.fields)
        .map((field) => fieldNames[field])
        .filter(Boolean);
      if (missing.length === 0) return false;
      change.setRefusal(t`Fill these in and save first: ${missing.join(", ")}.`);
      return true;
    },
  });
  const preview = useApiMutation({
    call: () => previewCampaign(campaign.slug),
    onSuccess: (result) => setPreviewUrl(result.url),
    refusalShown: "toast",
  });

  const titles: Record<Target, string> = {
    published: t`Publish the campaign`,
    draft: t`Unpublish the campaign`,
    closed: t`Close the campaign`,
  };
  const descriptions: Record<Target, string> = {
    published: t`The page and its landing card go live within a minute and take donations.`,
    draft: t`The page disappears from the site (its address answers "not found") until it is published again.`,
    closed: t`The page stays readable with its updates, but takes no more donations.`,
  };
  const confirms: Record<Target, string> = {
    published: t`Publish`,
    draft: t`Unpublish`,
    closed: t`Close campaign`,
  };

  return (
    <div className="status-actions">
      <div className="status-actions__buttons">
        {campaign.status !== "published" ? (
          <Button size="small" onClick={() => setTarget("published")}>
            <Trans>Publish</Trans>
          </Button>
        ) : (
          <Button size="small" variant="secondary" onClick={() => setTarget("draft")}>
            <Trans>Unpublish</Trans>
          </Button>
        )}
        {campaign.status === "published" ? (
          <Button size="small" variant="secondary" onClick={() => setTarget("closed")}>
            <Trans>Close campaign</Trans>
          </Button>
        ) : null}
        {campaign.kind === "campaign" ? (
          <Button
            size="small"
            variant="ghost"
            loading={preview.pending}
            onClick={() => void preview.submit(undefined)}
          >
            <Trans>Preview link</Trans>
          </Button>
        ) : null}
      </div>
      {previewUrl ? (
        <p className="status-actions__preview" role="status">
          <a href={previewUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Open the preview (valid for 15 minutes)</Trans>
          </a>
        </p>
      ) : null}
      <ReasonDialog
        open={target !== null}
        onClose={() => setTarget(null)}
        title={target ? titles[target] : ""}
        description={target ? descriptions[target] : undefined}
        confirm={target ? confirms[target] : ""}
        pending={change.pending}
        refusal={change.refusal}
        onConfirm={(reason) => {
          if (target) void change.submit({ status: target, reason });
        }}
      />
    </div>
  );
}
