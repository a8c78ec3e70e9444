import { useLingui } from "@lingui/react/macro";

/** The foundation's mark and name; the name is a proper noun and stays the same in both languages. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { t } = useLingui();
  return (
    <span className={`logo logo--${tone}`}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M16 6c-5 4-7 8-7 12a7 7 0 0 0 14 0c0-4-2-8-7-12Z" fill="#c8e27c" />
        <path d="M16 12v16" stroke="#0f3b24" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo__name">
        Rimbun Lestari<span className="visually-hidden"> {t`Foundation`}</span>
      </span>
    </span>
  );
}
