import { Trans, useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";
import { formatWhatsAppNumber, normalizeWhatsAppNumber } from "@rimbun/domain/whatsapp";
import { Button, Checkbox, PhoneField } from "@rimbun/ui";
import { phoneDigits } from "@rimbun/ui/phone-field/phone-field";
import { useQuery } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  getWhatsAppConsent,
  type SessionUser,
  updateWhatsAppConsent,
  type WhatsAppConsentView,
} from "../../lib/api.ts";
import { describeApiMessage } from "../../lib/api-errors.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";

const whatsAppKey = ["whatsapp-consent"] as const;

/** Where the donor's WhatsApp stands, in the card's words (docs/product/monthly-giving.md#whatsapp). */
export type WhatsAppState = "off" | "waiting" | "on" | "stopped" | "unreachable";

export function whatsAppStateOf(view: WhatsAppConsentView): WhatsAppState {
  if (view.status === "none") return "off";
  if (view.status === "opted-out") return view.source === "stop" ? "stopped" : "off";
  if (view.not_on_whatsapp) return "unreachable";
  return view.status === "confirmed" ? "on" : "waiting";
}

function StateWords({ state, phone }: { state: WhatsAppState; phone: string }) {
  switch (state) {
    case "on":
      return <Trans>On: your monthly reminders and receipts come to {phone} on WhatsApp.</Trans>;
    case "waiting":
      return (
        <Trans>
          Waiting for your reply: we sent a WhatsApp message to {phone}. Reply YA (or YES) to it to confirm.
        </Trans>
      );
    case "stopped":
      return (
        <Trans>
          Stopped: you replied BERHENTI (STOP) on WhatsApp, so we send nothing there. You can turn it on again
          here.
        </Trans>
      );
    case "unreachable":
      return (
        <Trans>
          Number not on WhatsApp: {phone} does not use WhatsApp, so these messages come by e-mail. Turn it off
          or use another number.
        </Trans>
      );
    default:
      return <Trans>Off: monthly reminders and receipts come by e-mail only.</Trans>;
  }
}

/** Turning WhatsApp on: the number as people type it, checked by the domain's rule before the call. */
function TurnOnForm({
  initialDigits,
  ready,
  pending,
  phoneError,
  setPhoneError,
  submit,
}: {
  initialDigits: string;
  ready: boolean;
  pending: boolean;
  phoneError: string | null;
  setPhoneError: (error: string | null) => void;
  submit: (digits: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [digits, setDigits] = useState(initialDigits);
  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    if (!normalizeWhatsAppNumber(digits)) {
      setPhoneError(i18n._(messages.invalidWhatsAppNumber.id));
      return;
    }
    setPhoneError(null);
    submit(digits);
  };
  return (
    <form className="profile-section__fields" onSubmit={turnOn} noValidate>
      <PhoneField
        label={t`WhatsApp number`}
        name="whatsapp_phone"
        required
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setPhoneError(null);
        }}
        hint={t`A mobile number. We send one message asking you to confirm: reply YA (or YES).`}
        error={phoneError}
      />
      <div className="profile-section__actions profile-section__actions--start">
        <Button
          type="submit"
          loading={pending}
          disabled={!ready}
          icon={<MessageCircle size={18} aria-hidden="true" />}
        >
          <Trans>Turn on WhatsApp</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * The donor's WhatsApp card: the state in words, the number, turning on (the number as people type it,
 * read by the domain's rule) and off, and "WhatsApp only, no e-mails".
 */
export function WhatsAppSection({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const consent = useQuery({ queryKey: whatsAppKey, queryFn: getWhatsAppConsent });
  const profilePhone = user.profile?.phone_number || user.profile?.phone || "";
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const save = useApiMutation({
    call: updateWhatsAppConsent,
    invalidates: [whatsAppKey],
    announce: t`Your WhatsApp choice is saved.`,
    refusalShown: "toast",
    onRefused: (error) => {
      const refused = error.fields?.phone;
      if (refused) setPhoneError(describeApiMessage(i18n, refused));
      return Boolean(refused);
    },
  });
  const view = consent.data;
  const state = view ? whatsAppStateOf(view) : null;
  const isOn = state === "on" || state === "waiting" || state === "unreachable";
  return (
    <section className="rb-card profile-section" aria-labelledby="whatsapp-title" data-testid="whatsapp-card">
      <div className="profile-section__head">
        <h2 className="profile-section__title" id="whatsapp-title">
          <Trans>WhatsApp</Trans>
        </h2>
      </div>
      <p className="profile-section__note" role="status">
        {state ? (
          <StateWords state={state} phone={formatWhatsAppNumber(view?.phone ?? "")} />
        ) : (
          <Trans>Loading…</Trans>
        )}
      </p>
      {isOn ? (
        <>
          <Checkbox
            name="whatsapp_only"
            role="switch"
            label={t`WhatsApp only, no e-mails`}
            hint={t`Reminders and receipts come only on WhatsApp while it is on. Security notices, and anything WhatsApp cannot deliver, still come by e-mail.`}
            checked={view?.whatsapp_only ?? false}
            disabled={save.pending}
            onChange={(event) => void save.submit({ whatsapp_only: event.currentTarget.checked })}
          />
          <div className="profile-section__actions profile-section__actions--start">
            <Button
              variant="secondary"
              loading={save.pending}
              onClick={() => void save.submit({ enabled: false })}
            >
              <Trans>Turn off WhatsApp</Trans>
            </Button>
          </div>
        </>
      ) : (
        <TurnOnForm
          initialDigits={profilePhone ? phoneDigits(profilePhone) : ""}
          ready={Boolean(view)}
          pending={save.pending}
          phoneError={phoneError}
          setPhoneError={setPhoneError}
          submit={(digits) => void save.submit({ enabled: true, phone: digits })}
        />
      )}
    </section>
  );
}
