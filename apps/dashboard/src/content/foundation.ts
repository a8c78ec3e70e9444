// The foundation's identity lives in one content module (DESIGN: "appear nowhere else"): the site's.
// The dashboard reads the same file so an address change reaches the invoice too.
export { foundation } from "../../../site/src/content/foundation.ts";
