import { foundation } from "@rimbun/content";
import type { Locale } from "@rimbun/i18n";

/** schema.org NGO description of the foundation (every page). */
export function organizationJsonLd(site: string, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    "@id": `${site}/#organization`,
    name: foundation.name,
    url: `${site}/`,
    logo: `${site}/logo.svg`,
    foundingDate: String(foundation.foundingYear),
    description,
    email: foundation.email,
    telephone: foundation.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: foundation.address.street,
      addressLocality: foundation.address.locality,
      addressRegion: foundation.address.region,
      postalCode: foundation.address.postalCode,
      addressCountry: foundation.address.country,
    },
    sameAs: foundation.social.map((s) => s.href),
  };
}

/** A campaign as a schema.org fundraising event organised by the foundation. */
export function campaignJsonLd(
  site: string,
  campaign: {
    url: string;
    name: string;
    description: string;
    image: string;
    /** YYYY-MM-DD; a draft shown by a preview link may have none yet. */
    startDate?: string;
    endDate?: string;
    locale: Locale;
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: campaign.name,
    description: campaign.description,
    url: campaign.url,
    image: campaign.image,
    ...(campaign.startDate ? { startDate: campaign.startDate } : {}),
    ...(campaign.endDate ? { endDate: campaign.endDate } : {}),
    inLanguage: campaign.locale,
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "VirtualLocation", url: campaign.url },
    organizer: { "@id": `${site}/#organization` },
  };
}
