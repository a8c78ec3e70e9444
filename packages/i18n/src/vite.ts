import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import babel from "@rolldown/plugin-babel";

/**
 * Vite plugin that compiles Lingui's macros (`t`, `msg`, `<Trans>`, `useLingui`) in our own
 * sources. One place for the Babel set-up the site, the dashboard, ui's Storybook and the
 * vitest runs share (docs/architecture.md#toolchain-notes).
 */
export function linguiMacros() {
  return babel({
    include: /\.[jt]sx?(?:$|\?)/,
    plugins: [linguiMacro],
  });
}
