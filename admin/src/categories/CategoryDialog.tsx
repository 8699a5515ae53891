import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { Category, CategoryPayload } from '@shop/api-client';

/** What the dialog saves (POST, or PUT for an edit, /api/categories/). */
export type CategoryFields = Required<Pick<CategoryPayload, 'name' | 'description'>>;

/** 'New Category' / 'Edit Category' modal; a blank name saves nothing (SPEC.md section 5). */
export const CategoryDialog = ({
  category,
  saving,
  onSave,
  onClose,
}: {
  category: Category | null;
  saving: boolean;
  onSave: (fields: CategoryFields) => void;
  onClose: () => void;
}) => {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const submit = () => {
    if (!name.trim()) return;
    onSave({ name: name.trim(), description });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{category ? 'Edit Category' : 'New Category'}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          margin="dense"
          label="Name"
          fullWidth
          value={name}
          onChange={event => setName(event.target.value)}
        />
        <TextField
          margin="dense"
          label="Description"
          fullWidth
          multiline
          minRows={3}
          value={description}
          onChange={event => setDescription(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={saving}>
          {category ? 'Update' : 'Create'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
