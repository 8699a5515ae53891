import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, MenuItem, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRefresh } from 'react-admin';
import { failureMessage } from '../../auth/apiErrors';
import { DeliveryCallError, importPickupPoints } from '../deliveryCalls';
import type { ImportProblem } from '../types';
import { usePickupMethods } from './usePickupMethods';

type Outcome = { ok: true; text: string } | { ok: false; text: string; lines: ImportProblem[] };

const HEADER = 'external_id,name,county,town,address,opening_hours,phone';

/** Loads one method's points from a CSV: all or nothing, matching points by the network's id. */
export const ImportCsvButton = () => {
  const [open, setOpen] = useState(false);
  const [methodId, setMethodId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { methods } = usePickupMethods();
  const refresh = useRefresh();

  const close = () => {
    setOpen(false);
    setFile(null);
    setOutcome(null);
  };

  const upload = async () => {
    if (!file || !methodId) return;
    setBusy(true);
    try {
      const { created, updated } = await importPickupPoints(Number(methodId), file);
      setOutcome({ ok: true, text: `Imported: ${created} created, ${updated} updated.` });
      refresh();
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, 'The import failed.'), lines: error instanceof DeliveryCallError ? error.lines : [] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>Import pickup points</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            A CSV with the header row{' '}
            <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
              {HEADER}
            </Box>
            ; the county by code (KE-30) or name. A row whose external_id is already known updates that point.
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
            <TextField select size="small" label="Method" value={methodId} onChange={event => setMethodId(event.target.value)}>
              {methods.map(method => (
                <MenuItem key={method.id} value={String(method.id)}>
                  {method.name_en}
                </MenuItem>
              ))}
            </TextField>
            <Button component="label" variant="outlined">
              {file ? file.name : 'Choose CSV file'}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                onChange={event => {
                  setFile(event.target.files?.[0] ?? null);
                  setOutcome(null);
                }}
              />
            </Button>
          </Box>
          {outcome && (
            <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
              {outcome.text}
              {!outcome.ok && outcome.lines.length > 0 && (
                <List dense aria-label="Problems">
                  {outcome.lines.map(problem => (
                    <ListItem key={`${problem.line}-${problem.detail}`} disableGutters>
                      Line {problem.line}: {problem.detail}
                    </ListItem>
                  ))}
                </List>
              )}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
          <Button variant="contained" onClick={upload} disabled={!file || !methodId || busy}>
            Import
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
