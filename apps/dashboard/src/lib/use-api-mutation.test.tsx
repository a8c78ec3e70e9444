import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useToastStore } from "../app/toast-store.ts";
import { TestProviders, testQueryClient } from "../test/render.tsx";
import { ApiError } from "./api.ts";
import { type ApiMutationOptions, useApiMutation } from "./use-api-mutation.ts";

const queryClient = testQueryClient();

function render<TInput, TResult>(options: ApiMutationOptions<TInput, TResult>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  return renderHook(() => ({ mutation: useApiMutation(options), path: useLocation().pathname }), { wrapper });
}

const toasts = () => useToastStore.getState().toasts.map(({ tone, message }) => ({ tone, message }));

describe("useApiMutation", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useToastStore.setState({ toasts: [] });
  });

  it("on success runs the screen's follow-up, refreshes the reads, sends the window event and announces", async () => {
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const onSuccess = vi.fn();
    const sent = vi.fn();
    window.addEventListener("close-donate", sent);
    const { result } = render({
      call: async (amount: string) => ({ amount }),
      invalidates: [["incentive"]],
      event: "close-donate",
      announce: "Request sent.",
      onSuccess,
    });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.mutation.submit("25.00");
    });
    expect(outcome).toEqual({ status: "done", result: { amount: "25.00" } });
    expect(onSuccess).toHaveBeenCalledWith({ amount: "25.00" }, "25.00");
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["incentive"] });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([{ tone: "success", message: "Request sent." }]);
    window.removeEventListener("close-donate", sent);
  });

  it("a refusal shows the API's reason in words, with no refresh, event or announcement", async () => {
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const sent = vi.fn();
    window.addEventListener("close-withdraw", sent);
    const { result } = render({
      call: async (_amount: string) => {
        throw new ApiError(409, "CONFLICT", "points.max");
      },
      invalidates: [["incentive"]],
      event: "close-withdraw",
      announce: "Request sent.",
    });
    await act(async () => {
      expect(await result.current.mutation.submit("150.00")).toEqual({ status: "failed" });
    });
    expect(result.current.mutation.refusal).toBe("You do not have enough active points.");
    expect(invalidate).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
    expect(result.current.path).toBe("/");
    window.removeEventListener("close-withdraw", sent);
  });

  it("a refusal can go to a toast, with the screen's fallback for an unknown id", async () => {
    const { result } = render({
      call: async () => {
        throw new ApiError(400, "VALIDATION", "no.such.message");
      },
      refusalShown: "toast",
      refusalFallback: "profile.updateFailed",
    });
    await act(async () => {
      await result.current.mutation.submit(undefined);
    });
    expect(toasts()).toEqual([{ tone: "danger", message: "Failed to update profile." }]);
    expect(result.current.mutation.refusal).toBeNull();
  });

  it("while a call runs, a second submit sends nothing", async () => {
    let answer: (value: string) => void = () => {};
    const call = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { result } = render({ call });
    let first: Promise<unknown> = Promise.resolve();
    let second: unknown;
    await act(async () => {
      first = result.current.mutation.submit(undefined);
      second = await result.current.mutation.submit(undefined);
    });
    expect(second).toEqual({ status: "busy" });
    expect(call).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.mutation.pending).toBe(true));
    await act(async () => {
      answer("ok");
      await first;
    });
    await waitFor(() => expect(result.current.mutation.pending).toBe(false));
  });

  it("an answer that is not a success gets onDeclined, not the success effects", async () => {
    const sent = vi.fn();
    window.addEventListener("password-update", sent);
    const onSuccess = vi.fn();
    const onDeclined = vi.fn();
    const { result } = render({
      call: async () => false,
      accepts: Boolean,
      event: "password-update",
      onSuccess,
      onDeclined,
    });
    await act(async () => {
      expect(await result.current.mutation.submit(undefined)).toEqual({ status: "declined" });
    });
    expect(onDeclined).toHaveBeenCalledWith(false);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    window.removeEventListener("password-update", sent);
  });

  it("any other failure goes to /oops/500, unless the call gives words of its own (logged)", async () => {
    const broken = render({
      call: async () => {
        throw new Error("down");
      },
    });
    await act(async () => {
      await broken.result.current.mutation.submit(undefined);
    });
    expect(broken.result.current.path).toBe("/oops/500");

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const explained = render({
      call: async () => {
        throw new Error("down");
      },
      failure: "Please try again later.",
    });
    await act(async () => {
      await explained.result.current.mutation.submit(undefined);
    });
    expect(explained.result.current.path).toBe("/");
    expect(explained.result.current.mutation.refusal).toBe("Please try again later.");
    expect(logged).toHaveBeenCalled();
  });
});
