import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { AttributeValue } from '@shop/api-client';

/** The prompt for a new text of an attribute value; empty or unchanged text changes nothing. */
export const ValueEditDialog = ({
  value,
  onSave,
  onClose,
}: {
  value: AttributeValue;
  onSave: (text: string) => void;
  onClose: () => void;
}) => {
  const [text, setText] = useState(value.value);
  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed || trimmed === value.value) onClose();
    else onSave(trimmed);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Edit value</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          margin="dense"
          fullWidth
          value={text}
          onChange={event => setText(event.target.value)}
          onKeyDown={event => event.key === 'Enter' && submit()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
};
