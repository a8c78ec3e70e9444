// @lingui/react imports `use-sync-external-store/shim`, the React 17 fallback; React 19 has the hook
// built in (the shim itself hands over to it), so the browser bundle takes React's own
// (docs/decisions/light-pages.md).
export { useSyncExternalStore } from "react";
