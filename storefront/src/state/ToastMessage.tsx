import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';

export interface Toast {
  key: number;
  message: string;
  title?: string;
  severity: AlertColor;
}

/** One toast at the foot of the screen, fading out after four seconds or when closed. */
export default function ToastMessage({ toast, open, onClose }: { toast: Toast; open: boolean; onClose: () => void }) {
  return (
    <Snackbar
      key={toast.key}
      open={open}
      autoHideDuration={4000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={toast.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
