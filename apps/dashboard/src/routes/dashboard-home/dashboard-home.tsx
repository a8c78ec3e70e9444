import { lazy, Suspense } from "react";
import { useSessionStore } from "../../app/session-store.ts";
import { LoadingBlock } from "../../components/boot-spinner.tsx";

// Donors and volunteers never need each other's dashboard code.
const DonorDashboard = lazy(() =>
  import("../donor-dashboard/donor-dashboard.tsx").then((m) => ({ default: m.DonorDashboard })),
);
const VolunteerDashboard = lazy(() =>
  import("../volunteer-dashboard/volunteer-dashboard.tsx").then((m) => ({ default: m.VolunteerDashboard })),
);

/** `/dashboard`: the summary page of the logged-in role (the layout sends admins to their queue). */
export function DashboardHome() {
  const role = useSessionStore((state) => state.user?.role);
  return (
    <Suspense fallback={<LoadingBlock />}>
      {role === "volunteer" ? <VolunteerDashboard /> : <DonorDashboard />}
    </Suspense>
  );
}
