import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material/Alert';
import type { Toast } from './ToastMessage';

type Notify = (message: string, options?: { title?: string; severity?: AlertColor }) => void;

const ToastContext = createContext<Notify>(() => undefined);

// Loaded with the first toast: most page views show none.
const ToastMessage = lazy(() => import('./ToastMessage'));

export function ToastProvider({ children }: { children: ReactNode }) {
  // The last toast stays after closing, so it can fade out.
  const [toast, setToast] = useState<Toast & { open: boolean }>();
  const notify = useCallback<Notify>((message, options) => {
    setToast({ key: Date.now(), message, title: options?.title, severity: options?.severity ?? 'success', open: true });
  }, []);
  const close = useCallback(() => setToast((shown) => shown && { ...shown, open: false }), []);
  return (
    <ToastContext.Provider value={notify}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastMessage toast={toast} open={toast.open} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = (): Notify => useContext(ToastContext);
