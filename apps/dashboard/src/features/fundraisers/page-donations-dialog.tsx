import { useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatDateTime, toLocale } from "@rimbun/i18n";
import { EmptyState, Modal } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { type DonorDonation, listFundraiserPageDonations, type StaffFundraiserPage } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { DonationStatusName, DonationTypeName } from "../../routes/donors/support-words.tsx";

/** The gifts made through one page, newest first (200 at most), for staff. */
export function PageDonationsDialog({
  page,
  onClose,
}: {
  page: StaffFundraiserPage | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const donations = useQuery({
    queryKey: ["fundraiser-pages", "staff", "donations", page?.id ?? ""],
    queryFn: () => listFundraiserPageDonations(page?.id ?? ""),
    enabled: page !== null,
  });
  useFailurePage(donations.error);
  const title = page?.title ?? "";
  return (
    <Modal open={page !== null} onClose={onClose} title={t`Donations through "${title}"`} size="large">
      {donations.isPending ? (
        <LoadingBlock />
      ) : (donations.data ?? []).length === 0 ? (
        <EmptyState />
      ) : (
        <div className="card-table-wrap">
          <table className="card-table staff-pages">
            <caption className="visually-hidden">{t`Donations, newest first`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Donor`}</th>
                <th scope="col">{t`Amount`}</th>
                <th scope="col">{t`Type`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Date`}</th>
              </tr>
            </thead>
            <tbody>
              {(donations.data ?? []).map((donation) => (
                <tr key={donation.local_id}>
                  <td>
                    <span className="staff-pages__owner">{donation.donor_name}</span>
                    <span className="staff-pages__sub">{donation.donor_email}</span>
                  </td>
                  <td data-label={t`Amount`}>{formatRupiah(donation.amount, locale)}</td>
                  <td data-label={t`Type`}>
                    {/* The contract types these as text; they are the donations' own values. */}
                    <DonationTypeName type={donation.type as DonorDonation["type"]} />
                  </td>
                  <td data-label={t`Status`}>
                    <DonationStatusName status={donation.status as DonorDonation["status"]} />
                  </td>
                  <td data-label={t`Date`}>{formatDateTime(donation.created_at, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
