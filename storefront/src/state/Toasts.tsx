// The shop's toasts are the kit's (src/ui/Toasts.tsx): one at a time at the foot of the screen, in live regions
// that are on the page from the start. Pages import them from here, as before.
export { ToastProvider, useToast } from '../ui/Toasts';
