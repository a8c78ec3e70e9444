import { Trans, useLingui } from "@lingui/react/macro";
import { Button, CopyField, Modal } from "@rimbun/ui";
import { useState } from "react";
import { showToast } from "../../app/toast-store.ts";
import { DialogActions } from "../../components/dialog-parts.tsx";
import { type OwnFundraiserPage, setFundraiserPageStatus } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { fundraiserShareUrl, myPageKey, myPagesKey } from "./fundraiser-words.tsx";

/** Shown on the site: live or paused, not hidden (docs/product/fundraisers.md#pages). */
const isShown = (page: OwnFundraiserPage) =>
  !page.hidden && (page.status === "live" || page.status === "paused");

/** The page's address, to copy and share; it works while the page is shown. */
export function PageShare({ page }: { page: OwnFundraiserPage }) {
  const { t } = useLingui();
  const url = fundraiserShareUrl(page.slug, page.locale);
  return (
    <section className="rb-card fundraiser-panel" aria-labelledby="page-share-title">
      <h2 id="page-share-title" className="fundraiser-panel__title">
        <Trans>Share link</Trans>
      </h2>
      <CopyField label={t`Your page's link`} value={url} />
      {isShown(page) ? (
        <a className="fundraiser-panel__link" href={url} target="_blank" rel="noopener noreferrer">
          <Trans>Open the page</Trans>
        </a>
      ) : (
        <p className="fundraiser-panel__note">
          <Trans>The link shows the page once it is live and not hidden.</Trans>
        </p>
      )}
    </section>
  );
}

type OwnerStatus = "live" | "paused" | "closed";

/** Pause (still shown, no new gifts), resume, and close for good after a confirmation. */
export function PageStatusActions({ page }: { page: OwnFundraiserPage }) {
  const { t } = useLingui();
  const [closing, setClosing] = useState(false);
  const change = useApiMutation({
    call: (status: OwnerStatus) => setFundraiserPageStatus(page.slug, { status }),
    invalidates: [myPagesKey, myPageKey(page.slug)],
    onSuccess: (_page, status) => {
      setClosing(false);
      const words: Record<OwnerStatus, string> = {
        paused: t`The page is paused: it stays on the site and takes no new gifts.`,
        live: t`The page takes gifts again.`,
        closed: t`The page is closed.`,
      };
      showToast({ tone: "success", message: words[status] });
    },
    refreshAfterRefusal: true,
    refusalShown: "toast",
  });
  if (page.status === "closed") {
    return (
      <p className="fundraiser-notice" role="note">
        <Trans>This page is closed: it is off the site and takes no gifts. Its figures stay here.</Trans>
      </p>
    );
  }
  return (
    <div className="status-actions__buttons fundraiser-status-actions">
      {page.status === "live" ? (
        <Button
          size="small"
          variant="secondary"
          loading={change.pending}
          onClick={() => void change.submit("paused")}
        >
          <Trans>Pause the page</Trans>
        </Button>
      ) : null}
      {page.status === "paused" ? (
        <Button size="small" loading={change.pending} onClick={() => void change.submit("live")}>
          <Trans>Resume the page</Trans>
        </Button>
      ) : null}
      <Button size="small" variant="ghost" onClick={() => setClosing(true)}>
        <Trans>Close the page</Trans>
      </Button>
      <Modal
        open={closing}
        onClose={() => setClosing(false)}
        title={t`Close this page for good?`}
        size="small"
        footer={
          <DialogActions
            onBack={() => setClosing(false)}
            onConfirm={() => void change.submit("closed")}
            confirm={t`Close the page`}
            pending={change.pending}
          />
        }
      >
        <p>
          <Trans>
            The page leaves the site and takes no more gifts; it cannot be opened again. Its figures and
            messages stay here for you.
          </Trans>
        </p>
      </Modal>
    </div>
  );
}
