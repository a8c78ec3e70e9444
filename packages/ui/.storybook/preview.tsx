import "@fontsource-variable/plus-jakarta-sans";
import "../src/styles/index.css";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createI18n, isLocale, type Locale } from "@rimbun/i18n";
import type { Decorator, Loader, Preview } from "@storybook/react-vite";

const localeLoader: Loader = async ({ globals }) => {
  const locale: Locale = isLocale(globals.locale) ? globals.locale : "id";
  return { i18n: await createI18n(locale, ["domain", "ui"]) };
};

// Every story renders inside the catalog chosen in the toolbar (or pinned by the story's globals).
const withLocale: Decorator = (Story, context) => {
  const i18n = context.loaded.i18n as I18n;
  return (
    <I18nProvider i18n={i18n}>
      <div lang={i18n.locale} style={{ padding: "1rem" }}>
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "id", title: "Bahasa Indonesia" },
          { value: "en", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "id" },
  loaders: [localeLoader],
  decorators: [withLocale],
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
  },
};

export default preview;
