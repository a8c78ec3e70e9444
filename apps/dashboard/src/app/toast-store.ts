import { create } from "zustand";

export type ToastTone = "success" | "danger" | "warning" | "info";

export interface Toast {
  id: number;
  tone: ToastTone;
  title?: string;
  message: string;
}

interface ToastStore {
  toasts: Toast[];
  show(toast: Omit<Toast, "id">): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useToastStore = create<ToastStore>((set, get) => ({
  toasts: [],
  show(toast) {
    const id = nextId++;
    // The region's toast hides itself after 3 seconds and calls dismiss.
    set({ toasts: [...get().toasts, { ...toast, id }] });
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));

export function showToast(toast: Omit<Toast, "id">): void {
  useToastStore.getState().show(toast);
}
