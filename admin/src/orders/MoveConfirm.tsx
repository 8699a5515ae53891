import type { ReactNode } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { Confirm } from 'react-admin';

interface Props {
  isOpen: boolean;
  loading: boolean;
  title: string;
  /** What the move does, in a sentence or two. */
  consequence: string;
  /** The optional note for the history; without onNoteChange no note is asked for. */
  note?: string;
  onNoteChange?: (note: string) => void;
  /** More the move asks for (the tracking id of a shipment), above the note. */
  children?: ReactNode;
  confirm: string;
  confirmColor?: 'primary' | 'warning';
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The question before an order moves: what will happen, and a note for its history. */
export const MoveConfirm = ({ note = '', onNoteChange, consequence, children, ...confirm }: Props) => (
  <Confirm
    {...confirm}
    content={
      <Box>
        <Typography sx={{ mb: onNoteChange || children ? 2 : 0 }}>{consequence}</Typography>
        {children}
        {onNoteChange && (
          <TextField
            label="Note for the history (optional)"
            value={note}
            onChange={event => onNoteChange(event.target.value)}
            fullWidth
            multiline
            minRows={2}
          />
        )}
      </Box>
    }
  />
);
