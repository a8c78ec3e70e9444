/**
 * Messages between our flow page in its frame (embed-flow.ts) and the loader on the partner's page
 * (loader/loader.ts); each side checks the other's origin before reading one.
 */
export const embedMessageTypes = {
  /** The flow asks the partner's page to open the provider's page in the top window. */
  pay: "rimbun-embed:pay",
  /** The loader has taken the payment page over (the frame then waits to be unloaded). */
  paying: "rimbun-embed:paying",
  /** Escape pressed inside the frame: the loader closes its dialog. */
  close: "rimbun-embed:close",
} as const;
