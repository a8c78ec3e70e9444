import { Trans, useLingui } from "@lingui/react/macro";
import { toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { env } from "../../env.ts";
import { createEmbed, type EmbedCode, type EmbedInput, listEmbeds, updateEmbed } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { CopySnippet } from "./copy-snippet.tsx";
import { EmbedForm } from "./embed-form.tsx";
import { embedFormOf, emptyEmbedForm } from "./embed-form-values.ts";
import { keepSavedEmbed, staffEmbedsKey } from "./embed-queries.ts";
import { buttonPageUrl, iframeSnippet, scriptSnippet } from "./embed-snippet.ts";
import { type TargetOption, useTargetOptions, withStoredTarget } from "./embed-targets.ts";
import { EmbedStateBadge } from "./embeds-screen.tsx";
import "./embeds.css";

function BackLink() {
  return (
    <Link className="embed-editor__back" to="/dashboard/embeds">
      <Trans>All embed codes</Trans>
    </Link>
  );
}

/** The code to paste, script or frame, and the site's own button page to look at. */
function Snippets({ embed }: { embed: EmbedCode }) {
  const { t } = useLingui();
  const settings = { ...embed, title: embed.target.title[embed.locale] || embed.target.slug };
  return (
    <section className="rb-card embed-snippets" aria-labelledby="embed-snippets-title">
      <h2 id="embed-snippets-title" className="embed-form__legend">
        <Trans>Code for the partner's site</Trans>
      </h2>
      {embed.active ? null : (
        <p className="rb-note rb-note--danger">
          <Trans>This code is deactivated: the partner's site shows nothing until it is reactivated.</Trans>
        </p>
      )}
      <CopySnippet
        label={t`Script (recommended)`}
        hint={t`Paste it where the button should appear. The data- settings repeat this code's; the partner may change them on their page.`}
        snippet={scriptSnippet(env.siteUrl, settings)}
      />
      <CopySnippet
        label={t`Frame, for sites that allow no scripts`}
        hint={t`A plain frame of the button; it keeps a fixed height.`}
        snippet={iframeSnippet(env.siteUrl, settings)}
      />
      <p>
        <a
          href={buttonPageUrl(env.siteUrl, embed.id, embed.locale)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Open the site's button page</Trans>
          <ExternalLink size={14} aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </p>
    </section>
  );
}

/** Deactivate (the partner's button disappears) or reactivate, with the reason the audit log keeps. */
function ActiveSwitch({ embed }: { embed: EmbedCode }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const change = useApiMutation({
    call: (reason: string) => updateEmbed(embed.id, { active: !embed.active, reason }),
    invalidates: [staffEmbedsKey],
    onSuccess: (saved) => {
      keepSavedEmbed(queryClient, saved);
      setOpen(false);
    },
    announce: embed.active ? t`The code is deactivated.` : t`The code is active again.`,
  });
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {embed.active ? <Trans>Deactivate</Trans> : <Trans>Reactivate</Trans>}
      </Button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={embed.active ? t`Deactivate the embed code` : t`Reactivate the embed code`}
        description={
          embed.active
            ? t`The button disappears from the partner's sites within minutes. Gifts already made keep counting for the partner.`
            : t`The button shows again on the partner's sites.`
        }
        confirm={embed.active ? t`Deactivate` : t`Reactivate`}
        pending={change.pending}
        refusal={change.refusal}
        onConfirm={(reason) => void change.submit(reason)}
      />
    </>
  );
}

function NewEmbed({ options }: { options: readonly TargetOption[] }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useApiMutation({
    call: (input: EmbedInput) => createEmbed(input),
    invalidates: [staffEmbedsKey],
    announce: t`The embed code is made. Copy it for the partner below.`,
    onSuccess: (embed) => {
      keepSavedEmbed(queryClient, embed);
      navigate(`/dashboard/embeds/${encodeURIComponent(embed.id)}`);
    },
  });
  return (
    <section className="screen embed-editor">
      <BackLink />
      <ScreenHeader title={<Trans>New embed code</Trans>} />
      <EmbedForm
        initial={emptyEmbedForm(toLocale(i18n.locale))}
        options={options}
        isNew
        saving={create.pending}
        refusal={create.refusal}
        onSave={(input) => void create.submit(input)}
      />
    </section>
  );
}

function ExistingEmbed({ embed, options }: { embed: EmbedCode; options: readonly TargetOption[] }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const queryClient = useQueryClient();
  const save = useApiMutation({
    call: (input: EmbedInput) => updateEmbed(embed.id, input),
    invalidates: [staffEmbedsKey],
    onSuccess: (saved) => keepSavedEmbed(queryClient, saved),
    announce: t`The embed code is saved.`,
  });
  return (
    <section className="screen embed-editor">
      <BackLink />
      <ScreenHeader title={embed.partner_name}>
        <EmbedStateBadge active={embed.active} />
        <span className="embed-row__id">{embed.id}</span>
        <ActiveSwitch embed={embed} />
      </ScreenHeader>
      <Snippets embed={embed} />
      <EmbedForm
        // A saved code starts the form again from what is stored.
        key={embed.updated_at}
        initial={embedFormOf(embed, locale)}
        options={withStoredTarget(options, embed.target)}
        isNew={false}
        saving={save.pending}
        refusal={save.refusal}
        onSave={(input) => void save.submit(input)}
      />
    </section>
  );
}

/**
 * One embed code (docs/product/staff-console.md#embed-codes): its code to copy, its settings with the
 * preview, deactivate or reactivate. `/dashboard/embeds/new` makes one.
 */
export function EmbedEditorScreen() {
  const { id = "new" } = useParams();
  const embeds = useQuery({
    queryKey: staffEmbedsKey,
    queryFn: ({ signal }) => listEmbeds({ signal }),
    enabled: id !== "new",
  });
  const targets = useTargetOptions();
  useFailurePage(embeds.error ?? targets.error);
  if (targets.pending) return <LoadingBlock />;
  if (id === "new") return <NewEmbed options={targets.options} />;
  if (embeds.isPending || !embeds.data) return <LoadingBlock />;
  const embed = embeds.data.find((candidate) => candidate.id === id);
  // Not in a list being refreshed yet: wait for it before saying the code does not exist.
  if (!embed) return embeds.isFetching ? <LoadingBlock /> : <Navigate to="/oops/404" replace />;
  return <ExistingEmbed embed={embed} options={targets.options} />;
}
