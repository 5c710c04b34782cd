import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A toast (spec §3). `destructive` is for failures. */
export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  action?: { label: string; href: string };
  variant: 'default' | 'destructive';
}

/** Spec §9: one toast at a time; a new one replaces the one showing. */
export const TOAST_LIMIT = 1;

let nextId = 0;

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as ToastMessage[],
  reducers: {
    showToast: {
      reducer: (state, action: PayloadAction<ToastMessage>) => [action.payload, ...state].slice(0, TOAST_LIMIT),
      prepare: (toast: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastMessage['variant'] }) => ({
        payload: { variant: 'default' as const, ...toast, id: String(++nextId) },
      }),
    },
    dismissToast: (state, action: PayloadAction<string>) => state.filter((toast) => toast.id !== action.payload),
  },
});

export const { showToast, dismissToast } = toastsSlice.actions;
