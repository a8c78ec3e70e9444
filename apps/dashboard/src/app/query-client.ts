import { QueryClient } from "@tanstack/react-query";

/** Server state cache for the dashboard's reads (history, points, leaderboard, ...). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failed call goes to /oops/500; retrying silently would only delay that.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
