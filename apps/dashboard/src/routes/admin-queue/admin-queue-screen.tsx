import { Trans, useLingui } from "@lingui/react/macro";
import { adminQueueKinds } from "@rimbun/domain/constants";
import { formatRupiah } from "@rimbun/domain/money";
import { findRedeemItem } from "@rimbun/domain/points";
import { formatDateTime, formatPoints, toLocale } from "@rimbun/i18n";
import { Button, EmptyState, Modal, Tabs } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ChoiceProblem, DialogActions } from "../../components/dialog-parts.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import {
  type AdminDecision,
  type AdminQueueItem,
  type AdminQueueKind,
  decideAdminItem,
  listAdminQueue,
} from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import "../../components/choices.css";
import "./admin-queue.css";
import { queueFieldLabel, queueFieldValue } from "./queue-fields.ts";

type Decision = AdminDecision["decision"];

const adminQueueKey = ["admin-queue"] as const;

// Point donations to the foundation also wait for a decision before they leave the volunteer's points.

function KindName({ kind }: { kind: AdminQueueKind }) {
  if (kind === "withdrawal") return <Trans>Withdrawals</Trans>;
  if (kind === "redemption") return <Trans>Redemptions</Trans>;
  if (kind === "donation") return <Trans>Point donations</Trans>;
  return <Trans>Volunteer applications</Trans>;
}

function ItemDetails({ item }: { item: AdminQueueItem }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const extra = { ...(item.bank_account ?? {}), ...(item.details ?? {}) };
  const rewardName = item.item ? findRedeemItem(item.item)?.label : undefined;
  return (
    <dl className="queue-item__details">
      <div>
        <dt>
          <Trans>Requested</Trans>
        </dt>
        <dd>{formatDateTime(item.created_at, locale)}</dd>
      </div>
      {item.amount ? (
        <div>
          <dt>
            <Trans>Points</Trans>
          </dt>
          <dd>{formatPoints(item.amount, locale)}</dd>
        </div>
      ) : null}
      {item.rupiah !== null ? (
        <div>
          <dt>
            <Trans>Pay out</Trans>
          </dt>
          <dd>{formatRupiah(item.rupiah, locale)}</dd>
        </div>
      ) : null}
      {item.item ? (
        <div>
          <dt>
            <Trans>Reward</Trans>
          </dt>
          <dd>{rewardName ? i18n._(rewardName) : item.item}</dd>
        </div>
      ) : null}
      {Object.entries(extra).map(([key, value]) => (
        <div key={key}>
          <dt>{queueFieldLabel(i18n, key)}</dt>
          <dd>{queueFieldValue(i18n, key, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Admin queue (docs/product/staff-console.md#admin-queue): pending withdrawals, redemptions, point donations
 * and volunteer applications, each approved or rejected with a note for the volunteer; the list refreshes
 * after every decision.
 */
export function AdminQueueScreen() {
  const { t } = useLingui();
  const [tab, setTab] = useState<AdminQueueKind>("withdrawal");
  const [deciding, setDeciding] = useState<{ item: AdminQueueItem; decision: Decision } | null>(null);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const queue = useQuery({ queryKey: adminQueueKey, queryFn: ({ signal }) => listAdminQueue({ signal }) });
  useFailurePage(queue.error);
  const items = queue.data ?? [];
  const submitDecision = useApiMutation({
    call: decideAdminItem,
    invalidates: [adminQueueKey],
    onSuccess: () => setDeciding(null),
    announce: deciding?.decision === "approve" ? t`Request approved.` : t`Request rejected.`,
    // A refusal (already decided by someone else) is explained; anything else is ours.
    refusalShown: "toast",
    refreshAfterRefusal: true,
    onRefused: () => {
      setDeciding(null);
      return false;
    },
  });

  function open(item: AdminQueueItem, decision: Decision) {
    setDeciding({ item, decision });
    setNote("");
    setNoteError(null);
  }

  function decide() {
    if (!deciding) return;
    // A rejected volunteer reads why (the note becomes `notes_action`), so a rejection needs one.
    if (deciding.decision === "reject" && note.trim() === "") {
      setNoteError(t`Please write why the request is rejected.`);
      return;
    }
    void submitDecision.submit({
      kind: deciding.item.kind,
      id: deciding.item.id,
      decision: deciding.decision,
      note: note.trim(),
    });
  }

  const tabs = adminQueueKinds.map((kind) => {
    const list = items.filter((item) => item.kind === kind);
    return {
      id: kind,
      label: (
        <>
          <KindName kind={kind} /> <span className="queue-count">{list.length}</span>
        </>
      ),
      panel:
        list.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="queue-list">
            {list.map((item) => (
              <li key={item.id} className="rb-card queue-item">
                <div className="queue-item__who">
                  <p className="queue-item__name">{item.fullname || item.email}</p>
                  <p className="queue-item__email">{item.email}</p>
                </div>
                <ItemDetails item={item} />
                <div className="queue-item__actions">
                  <Button variant="secondary" size="small" onClick={() => open(item, "reject")}>
                    <Trans>Reject</Trans>
                  </Button>
                  <Button size="small" onClick={() => open(item, "approve")}>
                    <Trans>Approve</Trans>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ),
    };
  });

  return (
    <section className="screen admin-queue">
      <ScreenHeader title={<Trans>Approval queue</Trans>} />
      {queue.isPending ? (
        <LoadingBlock />
      ) : (
        <Tabs
          tabs={tabs}
          selectedId={tab}
          onSelect={(id) => setTab(id as AdminQueueKind)}
          label={t`Pending requests`}
        />
      )}
      <Modal
        open={deciding !== null}
        onClose={() => setDeciding(null)}
        title={
          deciding?.decision === "approve" ? <Trans>Approve request</Trans> : <Trans>Reject request</Trans>
        }
        footer={
          <DialogActions
            onBack={() => setDeciding(null)}
            onConfirm={decide}
            confirm={deciding?.decision === "approve" ? <Trans>Approve</Trans> : <Trans>Reject</Trans>}
            pending={submitDecision.pending}
          />
        }
      >
        {deciding ? (
          <div className="queue-decision">
            <p className="queue-decision__who">
              {deciding.item.fullname || deciding.item.email} · <KindName kind={deciding.item.kind} />
            </p>
            <label className="queue-decision__field" htmlFor="decision-note">
              <span>
                {deciding.decision === "reject" ? (
                  <Trans>Reason for the volunteer</Trans>
                ) : (
                  <Trans>Note for the volunteer (optional)</Trans>
                )}
              </span>
              <textarea
                id="decision-note"
                className="rb-input"
                rows={3}
                maxLength={500}
                value={note}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? "decision-note-error" : undefined}
                onChange={(event) => {
                  setNote(event.target.value);
                  setNoteError(null);
                }}
              />
            </label>
            <ChoiceProblem text={noteError} id="decision-note-error" />
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
