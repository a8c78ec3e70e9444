// The public pages; campaign pages are rendered from the database (one seeded campaign stands for all).
export const sitePages = [
  "/",
  "/campaign/mangrove-pesisir-utara",
  "/volunteer",
  "/impact-report",
  "/privacy",
  "/terms-and-conditions",
  "/donation/monthly",
  "/donation/single/form",
  "/donation/boost/form",
  "/donation/success",
  "/donation/failed",
  "/donation/result",
  "/donation/stop",
  "/oops/404",
  "/oops/500",
];
