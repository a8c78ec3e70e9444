import { useLingui } from "@lingui/react/macro";
import { locales } from "@rimbun/i18n/locales";
import { useLocaleStore } from "../app/locale-store.ts";

const names = { id: "Bahasa Indonesia", en: "English" } as const;

/** Language switch (id default, en); the choice is remembered on this device. */
export function LanguageSwitch() {
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  const { t } = useLingui();
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t`Language`}</legend>
      {locales.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={option === locale}
          onClick={() => setLocale(option)}
          title={names[option]}
        >
          <span aria-hidden="true">{option.toUpperCase()}</span>
          <span className="visually-hidden">{names[option]}</span>
        </button>
      ))}
    </fieldset>
  );
}
