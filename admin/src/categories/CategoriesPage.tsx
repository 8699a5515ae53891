import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useCreate, useNotify, useUpdate } from 'react-admin';
import type { Category } from '../catalog/types';
import { useAll } from '../catalog/useAll';
import { CategoryDialog, type CategoryFields } from './CategoryDialog';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';

/** /dashboard/products/categories: list, modal create/edit, active switch, delete. */
export const CategoriesPage = () => {
  const { data, isPending, error } = useAll<Category>('categories', {}, { field: 'id', order: 'ASC' });
  const notify = useNotify();
  const [create, { isPending: creating }] = useCreate<Category>();
  const [update, { isPending: updating }] = useUpdate<Category>();
  // undefined: dialog closed; null: new category; a category: editing it.
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  const [deletingCategory, setDeletingCategory] = useState<Category | null>(null);

  const onSave = (fields: CategoryFields) => {
    const done = {
      onSuccess: () => setEditing(undefined),
      onError: () => notify('Error saving category', { type: 'error' }),
    };
    if (editing)
      update(
        'categories',
        { id: editing.id, data: fields, previousData: editing },
        { ...done, mutationMode: 'pessimistic' },
      );
    else create('categories', { data: fields }, done);
  };

  const toggle = (category: Category) =>
    update(
      'categories',
      { id: category.id, data: { is_active: !category.is_active }, previousData: category, meta: { partial: true } },
      { mutationMode: 'pessimistic', onError: () => notify('Error updating category status', { type: 'error' }) },
    );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Categories" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          Categories
        </Typography>
        <Button variant="contained" onClick={() => setEditing(null)}>
          + Add New Category
        </Button>
      </Stack>
      {isPending && <Typography>Loading...</Typography>}
      {error && <Typography color="error">Failed to load categories</Typography>}
      {data && (
        <Card>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Description</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>No categories yet.</TableCell>
                </TableRow>
              )}
              {data.data.map((category, index) => (
                <TableRow key={category.id}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>{category.name}</TableCell>
                  <TableCell>{category.description}</TableCell>
                  <TableCell>
                    <Switch
                      checked={category.is_active}
                      onChange={() => toggle(category)}
                      disabled={updating}
                      slotProps={{ input: { 'aria-label': `${category.name} active` } }}
                    />
                    {category.is_active ? 'Active' : 'Inactive'}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setEditing(category)}>
                      Edit
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeletingCategory(category)}>
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {editing !== undefined && (
        <CategoryDialog
          key={editing?.id ?? 'new'}
          category={editing}
          saving={creating || updating}
          onSave={onSave}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deletingCategory && (
        <DeleteCategoryDialog key={deletingCategory.id} category={deletingCategory} onClose={() => setDeletingCategory(null)} />
      )}
    </Box>
  );
};
