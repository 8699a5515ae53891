import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { HttpError, Title, useCreate, useNotify, useUpdate } from 'react-admin';
import type { Category } from '@shop/api-client';
import { useAll } from '../catalog/useAll';
import { useSmallScreen } from '../layout/useSmallScreen';
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
  const small = useSmallScreen();

  const onSave = (fields: CategoryFields) => {
    const done = {
      onSuccess: () => setEditing(undefined),
      // The server's reason (e.g. a name already taken) is worth more than the spec's bare alert.
      onError: (error: unknown) =>
        notify(error instanceof HttpError && error.message ? `Error saving category: ${error.message}` : 'Error saving category', {
          type: 'error',
        }),
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

  const status = (category: Category) => (
    <>
      <Switch
        checked={category.is_active}
        onChange={() => toggle(category)}
        disabled={updating}
        slotProps={{ input: { 'aria-label': `${category.name} active` } }}
      />
      {category.is_active ? 'Active' : 'Inactive'}
    </>
  );
  const actions = (category: Category) => (
    <>
      <Button size="small" onClick={() => setEditing(category)}>
        Edit
      </Button>
      <Button size="small" color="error" onClick={() => setDeletingCategory(category)}>
        Delete
      </Button>
    </>
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Categories" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          Categories
        </Typography>
        <Button variant="contained" onClick={() => setEditing(null)}>
          + Add New Category
        </Button>
      </Stack>
      {isPending && <Typography>Loading...</Typography>}
      {error && <Typography color="error">Failed to load categories</Typography>}
      {data && small && (
        <Stack spacing={1.5}>
          {data.data.length === 0 && <Typography>No categories yet.</Typography>}
          {data.data.map((category, index) => (
            <Card key={category.id} variant="outlined" data-testid="category-card">
              <CardContent sx={{ pb: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {index + 1}. {category.name}
                </Typography>
                {category.description && (
                  <Typography variant="body2" color="text.secondary">
                    {category.description}
                  </Typography>
                )}
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
                  <Box>{status(category)}</Box>
                  <Box>{actions(category)}</Box>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {data && !small && (
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
                  <TableCell>{status(category)}</TableCell>
                  <TableCell align="right">{actions(category)}</TableCell>
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
