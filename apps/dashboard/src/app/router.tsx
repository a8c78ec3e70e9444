import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { BootSpinner } from "../components/boot-spinner.tsx";
import { RootRoute, RouteError } from "./root-route.tsx";

// Every screen is its own chunk: the first load carries only the shell and the screen asked for.
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootRoute,
    ErrorBoundary: RouteError,
    HydrateFallback: BootSpinner,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        lazy: () =>
          import("../routes/auth-layout/auth-layout.tsx").then((m) => ({ Component: m.AuthLayout })),
        children: [
          {
            path: "login",
            lazy: () =>
              import("../routes/login/login-screen.tsx").then((m) => ({ Component: m.LoginScreen })),
          },
          {
            path: "login/link",
            lazy: () =>
              import("../routes/login/sign-in-link-screen.tsx").then((m) => ({
                Component: m.SignInLinkScreen,
              })),
          },
          {
            path: "forgot",
            lazy: () =>
              import("../routes/forgot/forgot-screen.tsx").then((m) => ({ Component: m.ForgotScreen })),
          },
          {
            path: "reset",
            lazy: () =>
              import("../routes/reset/reset-screen.tsx").then((m) => ({ Component: m.ResetScreen })),
          },
        ],
      },
      {
        path: "dashboard",
        lazy: () =>
          import("../routes/dashboard-layout/dashboard-layout.tsx").then((m) => ({
            Component: m.DashboardLayout,
          })),
        children: [
          {
            index: true,
            lazy: () =>
              import("../routes/dashboard-home/dashboard-home.tsx").then((m) => ({
                Component: m.DashboardHome,
              })),
          },
          {
            path: "history",
            lazy: () =>
              import("../routes/history/history-screen.tsx").then((m) => ({ Component: m.HistoryScreen })),
          },
          {
            path: "recurring",
            lazy: () =>
              import("../routes/recurring/recurring-screen.tsx").then((m) => ({
                Component: m.RecurringScreen,
              })),
          },
          {
            path: "badges",
            lazy: () =>
              import("../routes/badges/badges-screen.tsx").then((m) => ({ Component: m.BadgesScreen })),
          },
          {
            path: "incentive",
            lazy: () =>
              import("../routes/incentive/incentive-screen.tsx").then((m) => ({
                Component: m.IncentiveScreen,
              })),
          },
          {
            path: "leaderboard",
            lazy: () =>
              import("../routes/leaderboard/leaderboard-screen.tsx").then((m) => ({
                Component: m.LeaderboardScreen,
              })),
          },
          {
            path: "queue",
            lazy: () =>
              import("../routes/admin-queue/admin-queue-screen.tsx").then((m) => ({
                Component: m.AdminQueueScreen,
              })),
          },
          {
            path: "donors",
            lazy: () =>
              import("../routes/donors/donor-search-screen.tsx").then((m) => ({
                Component: m.DonorSearchScreen,
              })),
          },
          {
            path: "donors/record-gift",
            lazy: () =>
              import("../routes/donors/offline-gift-screen.tsx").then((m) => ({
                Component: m.OfflineGiftScreen,
              })),
          },
          {
            path: "donors/:userId",
            lazy: () =>
              import("../routes/donors/donor-screen.tsx").then((m) => ({ Component: m.DonorScreen })),
          },
          {
            path: "campaigns",
            lazy: () =>
              import("../routes/campaigns/campaigns-screen.tsx").then((m) => ({
                Component: m.CampaignsScreen,
              })),
          },
          {
            path: "campaigns/:slug",
            lazy: () =>
              import("../routes/campaigns/campaign-editor-screen.tsx").then((m) => ({
                Component: m.CampaignEditorScreen,
              })),
          },
          {
            path: "fundraisers",
            lazy: () =>
              import("../features/fundraisers/my-fundraisers-screen.tsx").then((m) => ({
                Component: m.MyFundraisersScreen,
              })),
          },
          {
            path: "fundraisers/:slug",
            lazy: () =>
              import("../features/fundraisers/fundraiser-editor-screen.tsx").then((m) => ({
                Component: m.FundraiserEditorScreen,
              })),
          },
          {
            path: "fundraiser-pages",
            lazy: () =>
              import("../features/fundraisers/staff-pages-screen.tsx").then((m) => ({
                Component: m.StaffPagesScreen,
              })),
          },
          {
            path: "wall",
            lazy: () =>
              import("../features/fundraisers/wall-moderation-screen.tsx").then((m) => ({
                Component: m.WallModerationScreen,
              })),
          },
          {
            path: "embeds",
            lazy: () =>
              import("../routes/embeds/embeds-screen.tsx").then((m) => ({ Component: m.EmbedsScreen })),
          },
          {
            path: "embeds/:id",
            lazy: () =>
              import("../routes/embeds/embed-editor-screen.tsx").then((m) => ({
                Component: m.EmbedEditorScreen,
              })),
          },
          {
            path: "reports",
            lazy: () =>
              import("../routes/reports/reports-screen.tsx").then((m) => ({ Component: m.ReportsScreen })),
          },
          {
            path: "team",
            lazy: () => import("../routes/team/team-screen.tsx").then((m) => ({ Component: m.TeamScreen })),
          },
          {
            path: "audit",
            lazy: () =>
              import("../routes/audit/audit-screen.tsx").then((m) => ({ Component: m.AuditScreen })),
          },
          {
            path: "system",
            lazy: () =>
              import("../routes/system/system-screen.tsx").then((m) => ({ Component: m.SystemScreen })),
          },
          {
            path: "fees",
            lazy: () => import("../routes/fees/fees-screen.tsx").then((m) => ({ Component: m.FeesScreen })),
          },
          {
            path: "two-factor",
            lazy: () =>
              import("../routes/two-factor/two-factor-screen.tsx").then((m) => ({
                Component: m.TwoFactorScreen,
              })),
          },
          {
            path: "profile",
            lazy: () =>
              import("../routes/profile/profile-screen.tsx").then((m) => ({ Component: m.ProfileScreen })),
          },
          { path: "*", element: <Navigate to="/oops/404" replace /> },
        ],
      },
      {
        path: "invoice/:action/:localId",
        lazy: () =>
          import("../routes/invoice/invoice-screen.tsx").then((m) => ({ Component: m.InvoiceScreen })),
      },
      {
        path: "oops/:code",
        lazy: () => import("../routes/oops/oops-screen.tsx").then((m) => ({ Component: m.OopsScreen })),
      },
      { path: "*", element: <Navigate to="/oops/404" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
