import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';

export const TYPE_NAME_REQUIRED = 'Type name is required';

/** 'Add New Attribute Type': a name, required. */
export const TypeDialog = ({
  initialName,
  saving,
  onCreate,
  onClose,
}: {
  initialName: string;
  saving: boolean;
  onCreate: (name: string) => void;
  onClose: () => void;
}) => {
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!name.trim()) {
      setProblem(TYPE_NAME_REQUIRED);
      return;
    }
    onCreate(name.trim());
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Add New Attribute Type</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          margin="dense"
          placeholder="Type name"
          fullWidth
          value={name}
          onChange={event => setName(event.target.value)}
          onKeyDown={event => event.key === 'Enter' && submit()}
        />
        {problem && <Typography color="error">{problem}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={saving}>
          Create
        </Button>
      </DialogActions>
    </Dialog>
  );
};
