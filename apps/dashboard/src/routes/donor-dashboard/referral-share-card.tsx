import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";
import { referralLink, truncateLink } from "@rimbun/domain/referral";
import { canChangeReferralCode, referralChangeFormSchema } from "@rimbun/domain/schemas/referral";
import { Button, CopyField, ShareButtons, TextField } from "@rimbun/ui";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocaleStore } from "../../app/locale-store.ts";
import { profileText, useSessionStore } from "../../app/session-store.ts";
import { Dialog } from "../../components/dialog.tsx";
import { shareInvitation } from "../../components/referral-link-card.tsx";
import { env } from "../../env.ts";
import { type SessionUser, updateReferralCode } from "../../lib/api.ts";
import { describeApiMessage } from "../../lib/api-errors.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";

/**
 * Referral share card: the link, copy, share, and the edit-once dialog
 * (docs/product/fundraiser-buddy.md#referral-links-and-codes).
 */
export function ReferralShareCard({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const locale = useLocaleStore((state) => state.locale);
  const [editing, setEditing] = useState(false);
  const code = profileText(user, "referral_code");
  if (!code) return null;
  const link = referralLink(env.siteUrl, code, locale);
  return (
    <section className="rb-card referral-card" aria-labelledby="referral-title">
      <h2 className="referral-card__title" id="referral-title">
        {user.role === "volunteer" ? (
          <Trans>Your referral link</Trans>
        ) : (
          <Trans>Invite friends to give monthly</Trans>
        )}
      </h2>
      <p className="referral-card__text">
        {user.role === "volunteer" ? (
          <Trans>Every donation made through this link earns you points: 1 point for every Rp 1.000.</Trans>
        ) : (
          <Trans>
            Share your link. Every new monthly donor who starts with it adds 50 points to your badges.
          </Trans>
        )}
      </p>
      <CopyField label={t`Your link`} value={link} />
      <div className="referral-card__actions">
        <Button
          variant="ghost"
          size="small"
          icon={<Pencil size={16} aria-hidden="true" />}
          onClick={() => setEditing(true)}
        >
          <Trans>Change code</Trans>
        </Button>
      </div>
      <ShareButtons link={link} text={shareInvitation(t)} />
      <ReferralCodeDialog user={user} open={editing} onClose={() => setEditing(false)} />
    </section>
  );
}

function ReferralCodeDialog({
  user,
  open,
  onClose,
}: {
  user: SessionUser;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocaleStore((state) => state.locale);
  const updateProfile = useSessionStore((state) => state.updateProfile);
  // The code may change once: referral_lock 1 means it already has.
  const locked = !canChangeReferralCode(user.profile.referral_lock);
  const lockedText = describeApiMessage(i18n, messages.referralLocked.id);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<{ referral_code: string }, unknown, { referral_code: string }>({
    resolver: zodResolver(referralChangeFormSchema),
    defaultValues: { referral_code: profileText(user, "referral_code") },
  });
  const typed = watch("referral_code");
  const change = useApiMutation({
    call: updateReferralCode,
    accepts: (result) => result !== "locked",
    onDeclined: () => {
      change.setRefusal(lockedText);
    },
    onSuccess: (_result, { referral_code }) => {
      updateProfile({ referral_code, referral_lock: 1 });
      onClose();
    },
    announce: t`Your referral code has been changed.`,
  });
  // A code changed once stays locked: the dialog says so before anyone types.
  const problem = change.refusal ?? (locked ? lockedText : null);

  const close = () => {
    reset({ referral_code: profileText(user, "referral_code") });
    change.setRefusal(null);
    onClose();
  };

  const onSubmit = handleSubmit(async ({ referral_code }) => {
    if (locked) {
      change.setRefusal(lockedText);
      return;
    }
    await change.submit({
      email: user.email,
      referral_code,
      // Only donors and volunteers have a referral card; the role names whose code it is.
      ref_type: user.role === "volunteer" ? "volunteer" : "donor",
    });
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={<Trans>Change your referral code</Trans>}
      busy={change.pending}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <p className="auth-form__lead">
          <Trans>
            You can change your code only once. Choose 4 to 20 letters, digits, dashes or underscores.
          </Trans>
        </p>
        {problem ? (
          <p className="rb-note rb-note--danger" role="alert">
            {problem}
          </p>
        ) : null}
        <TextField
          label={t`Referral code`}
          autoComplete="off"
          spellCheck={false}
          disabled={locked}
          error={errors.referral_code?.message}
          hint={truncateLink(referralLink(env.siteUrl, typed || "", locale))}
          {...register("referral_code")}
        />
        <div className="app-dialog__actions">
          <Button variant="ghost" onClick={close} disabled={change.pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={change.pending} disabled={locked}>
            <Trans>Save code</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
