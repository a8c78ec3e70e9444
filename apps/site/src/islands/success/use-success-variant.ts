import { useEffect, useState } from "react";
import { readUserDonation } from "../../lib/donation-storage.ts";
import { type SuccessVariant, successVariant } from "./success-variant.ts";

/**
 * Which thank-you to show and whom to thank. Server HTML is the generic variant (`null`); the browser
 * knows the real one (query and storage).
 */
export function useSuccessVariant(): { variant: SuccessVariant | null; name: string | null } {
  const [variant, setVariant] = useState<SuccessVariant | null>(null);
  const [name, setName] = useState<string | null>(null);

  useEffect(() => {
    const stored = readUserDonation();
    setVariant(successVariant(new URLSearchParams(window.location.search).get("type"), stored));
    setName(stored.user ?? null);
  }, []);

  return { variant, name };
}
