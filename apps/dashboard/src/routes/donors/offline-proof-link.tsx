import { Trans } from "@lingui/react/macro";
import { OFFLINE_PROVIDER } from "@rimbun/domain/offline-gifts";
import { type DonorDonation, offlineGiftProofUrl } from "../../lib/api.ts";

/**
 * A gift recorded outside the site links to its proof, a staff-only download
 * (docs/product/staff-console.md#gifts-outside-the-site). A bank transfer always has one; cash may not.
 */
export function OfflineProofLink({ donation }: { donation: DonorDonation }) {
  if (donation.provider !== OFFLINE_PROVIDER) return null;
  return (
    <a className="donor-muted" href={offlineGiftProofUrl(donation.id)} download>
      {donation.channel === "cash" ? (
        <Trans>Proof, if one was added</Trans>
      ) : (
        <Trans>Download the proof</Trans>
      )}
    </a>
  );
}

/** A donation's channel as staff read it: the offline methods in words, a provider's channel as its code. */
export function ChannelName({ channel }: { channel: string }) {
  if (channel === "bank_transfer") return <Trans>Bank transfer</Trans>;
  if (channel === "cash") return <Trans>Cash</Trans>;
  return <>{channel}</>;
}
