import { Trans } from "@lingui/react/macro";
import { isStaffRole } from "@rimbun/domain/constants";
import { Button } from "@rimbun/ui";
import { KeyRound, LogOut, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { profileText, useSessionStore } from "../../app/session-store.ts";
import { PasswordDialog } from "../../components/password-dialog.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { useLogout } from "../../lib/use-logout.ts";
import { BankForm } from "./bank-form.tsx";
import { DonorProfileForm } from "./donor-profile-form.tsx";
import { DeleteAccountSection, MailPreferencesSection, PersonalDataSection } from "./privacy-sections.tsx";
import { useIncompleteProfile } from "./use-incomplete-profile.ts";
import { VolunteerProfileForm } from "./volunteer-profile-form.tsx";
import { WhatsAppSection } from "./whatsapp-section.tsx";
import "./profile.css";

/**
 * Profile page (docs/product/accounts.md#profile): the role's form, the bank form for volunteers, password
 * change and logout; then the person's data rights (PDP law 27/2022): e-mail choices, download my data,
 * delete my account.
 */
export function ProfileScreen() {
  const user = useSessionStore((state) => state.user);
  const startEditing = useIncompleteProfile(user);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { logout, pending } = useLogout();
  if (!user) return null;

  return (
    <section className="screen profile">
      <ScreenHeader title={<Trans>Profile</Trans>}>
        {profileText(user, "fullname") || user.email}
      </ScreenHeader>
      {user.role === "volunteer" ? (
        <>
          <VolunteerProfileForm user={user} startEditing={startEditing} />
          <BankForm user={user} />
        </>
      ) : (
        <DonorProfileForm user={user} startEditing={startEditing} />
      )}
      <section className="rb-card profile-section">
        <div className="profile-section__head">
          <h2 className="profile-section__title">
            <Trans>Password and account</Trans>
          </h2>
        </div>
        <p className="profile-section__note">
          <Trans>Change the password you log in with, or log out of this device.</Trans>
        </p>
        <div className="profile-section__actions profile-section__actions--start">
          <Button
            variant="secondary"
            icon={<KeyRound size={18} aria-hidden="true" />}
            onClick={() => setPasswordOpen(true)}
          >
            <Trans>Change password</Trans>
          </Button>
          <Button
            variant="ghost"
            icon={<LogOut size={18} aria-hidden="true" />}
            onClick={logout}
            loading={pending}
          >
            <Trans>Log out</Trans>
          </Button>
        </div>
      </section>
      <section className="rb-card profile-section">
        <div className="profile-section__head">
          <h2 className="profile-section__title">
            <Trans>Two-factor sign-in</Trans>
          </h2>
        </div>
        <p className="profile-section__note">
          {user.two_factor ? (
            <Trans>On: after your password, a code from your authenticator app.</Trans>
          ) : (
            <Trans>Off. Turn it on to ask for a code from an app on your phone after your password.</Trans>
          )}
        </p>
        <div className="profile-section__actions profile-section__actions--start">
          <Link className="rb-button rb-button--secondary" to="/dashboard/two-factor">
            <ShieldCheck size={18} aria-hidden="true" />
            {user.two_factor ? (
              <Trans>Manage two-factor sign-in</Trans>
            ) : (
              <Trans>Turn on two-factor sign-in</Trans>
            )}
          </Link>
        </div>
      </section>
      {!isStaffRole(user.role) && <WhatsAppSection user={user} />}
      <MailPreferencesSection />
      <PersonalDataSection />
      <DeleteAccountSection user={user} />
      <PasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </section>
  );
}
