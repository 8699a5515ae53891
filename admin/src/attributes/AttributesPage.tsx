import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useCreate, useDelete, useNotify, useUpdate } from 'react-admin';
import type { AttributeType, AttributeValue } from '@shop/api-client';
import { failureMessage } from '../auth/apiErrors';
import { useAll } from '../catalog/useAll';
import { TypeDialog } from './TypeDialog';
import { ValueEditDialog } from './ValueEditDialog';

export const VALUE_REQUIRED = 'Value is required and a type must be selected';

/** /dashboard/products/attributes: types on the left, values of the chosen type (or all) on the right. */
export const AttributesPage = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const types = useAll<AttributeType>('attribute-types', {}, { field: 'id', order: 'ASC' });
  const values = useAll<AttributeValue>('attributes', {}, { field: 'id', order: 'ASC' });
  const [create, { isPending: creating }] = useCreate();
  const [update] = useUpdate<AttributeValue>();
  const [remove, { isPending: deleting }] = useDelete();

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);
  // undefined: closed; otherwise the name the dialog starts with.
  const [typeDialogName, setTypeDialogName] = useState<string | undefined>(undefined);
  const [newValue, setNewValue] = useState('');
  const [valueProblem, setValueProblem] = useState<string | null>(null);
  const [editingValue, setEditingValue] = useState<AttributeValue | null>(null);
  const [deletingType, setDeletingType] = useState<AttributeType | null>(null);
  const [deletingValue, setDeletingValue] = useState<AttributeValue | null>(null);

  const typeList = types.data?.data ?? [];
  const valueList = values.data?.data ?? [];
  const selected = typeList.find(type => type.id === selectedId) ?? null;

  // The first type is selected once the types arrive.
  useEffect(() => {
    if (selectedId === null && typeList.length > 0) setSelectedId(typeList[0].id);
  }, [selectedId, typeList]);

  const valuesOf = (type: AttributeType) => valueList.filter(value => value.type.id === type.id);

  const createType = (name: string) =>
    create(
      'attribute-types',
      { data: { name } },
      {
        onSuccess: (type: AttributeType) => {
          setTypeDialogName(undefined);
          setSelectedId(type.id);
          setShowAll(false);
        },
        onError: () => notify('Error creating type', { type: 'error' }),
      },
    );

  const addValue = () => {
    if (!newValue.trim() || !selected) {
      setValueProblem(VALUE_REQUIRED);
      return;
    }
    setValueProblem(null);
    create(
      'attributes',
      { data: { type_id: selected.id, value: newValue.trim() } },
      {
        onSuccess: () => setNewValue(''),
        onError: () => notify('Error creating value', { type: 'error' }),
      },
    );
  };

  const renameValue = (value: AttributeValue, text: string) =>
    update(
      'attributes',
      { id: value.id, data: { value: text }, previousData: value, meta: { partial: true } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => setEditingValue(null),
        onError: () => notify('Failed to update value', { type: 'error' }),
      },
    );

  const confirmDeleteType = () => {
    if (!deletingType) return;
    const type = deletingType;
    remove(
      'attribute-types',
      { id: type.id, previousData: type },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          if (selectedId === type.id) setSelectedId(null);
          // The API removed the type's values too: read them again.
          return queryClient.invalidateQueries({ queryKey: ['attributes'] });
        },
        // The server's detail says how many variants use its values when it refuses.
        onError: failure => notify(failureMessage(failure, 'Error deleting type'), { type: 'error' }),
        onSettled: () => setDeletingType(null),
      },
    );
  };

  const confirmDeleteValue = () => {
    if (!deletingValue) return;
    remove(
      'attributes',
      { id: deletingValue.id, previousData: deletingValue },
      {
        mutationMode: 'pessimistic',
        onError: failure => notify(failureMessage(failure, 'Error deleting value'), { type: 'error' }),
        onSettled: () => setDeletingValue(null),
      },
    );
  };

  const valueRows = (list: AttributeValue[]) => (
    <List dense disablePadding>
      {list.map(value => (
        <ListItem
          key={value.id}
          divider
          secondaryAction={
            <>
              <Button size="small" onClick={() => setEditingValue(value)}>
                Edit
              </Button>
              <Button size="small" color="error" onClick={() => setDeletingValue(value)}>
                Delete
              </Button>
            </>
          }
        >
          <ListItemText primary={value.value} />
        </ListItem>
      ))}
    </List>
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Attributes" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Attributes
      </Typography>
      {(types.error || values.error) && (
        <Typography color="error">Could not load attributes: {(types.error ?? values.error)?.message}</Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
        <Card data-testid="attribute-types">
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h6">Attribute Types</Typography>
              <Button variant="contained" size="small" onClick={() => setTypeDialogName('')}>
                + Add Type
              </Button>
            </Stack>
            {types.isPending && <Typography>Loading...</Typography>}
            <List dense>
              {typeList.map(type => (
                <ListItem
                  key={type.id}
                  disablePadding
                  secondaryAction={
                    <>
                      <Button size="small" onClick={() => setTypeDialogName(type.name)}>
                        Edit
                      </Button>
                      <Button size="small" color="error" onClick={() => setDeletingType(type)}>
                        Delete
                      </Button>
                    </>
                  }
                >
                  <ListItemButton
                    selected={!showAll && type.id === selectedId}
                    onClick={() => {
                      setSelectedId(type.id);
                      setShowAll(false);
                    }}
                  >
                    <ListItemText primary={type.name} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
        <Card data-testid="attribute-values">
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="h6">
                {showAll ? 'All values' : selected ? `Values for "${selected.name}"` : 'Values'}
              </Typography>
              <Button size="small" variant={showAll ? 'contained' : 'outlined'} onClick={() => setShowAll(!showAll)}>
                Show All
              </Button>
            </Stack>
            {showAll ? (
              typeList.map(type => (
                <Box key={type.id} sx={{ mb: 2 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 700 }}>{type.name}</Typography>
                    <Button
                      size="small"
                      onClick={() => {
                        setSelectedId(type.id);
                        setShowAll(false);
                      }}
                    >
                      View
                    </Button>
                  </Stack>
                  {valuesOf(type).length === 0 ? (
                    <Typography color="text.secondary">No values</Typography>
                  ) : (
                    valueRows(valuesOf(type))
                  )}
                </Box>
              ))
            ) : (
              <>
                <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                  <TextField
                    size="small"
                    placeholder="Value (e.g. Red, Small)"
                    value={newValue}
                    onChange={event => setNewValue(event.target.value)}
                    onKeyDown={event => event.key === 'Enter' && addValue()}
                    sx={{ flex: 1 }}
                  />
                  <Button variant="contained" onClick={addValue} disabled={creating}>
                    + Add Value
                  </Button>
                </Stack>
                {valueProblem && <Typography color="error">{valueProblem}</Typography>}
                {values.isPending && <Typography>Loading...</Typography>}
                {selected && valuesOf(selected).length === 0 && !values.isPending && (
                  <Typography color="text.secondary">No values yet for this type.</Typography>
                )}
                {selected && valueRows(valuesOf(selected))}
              </>
            )}
          </CardContent>
        </Card>
      </Box>
      {typeDialogName !== undefined && (
        <TypeDialog
          initialName={typeDialogName}
          saving={creating}
          onCreate={createType}
          onClose={() => setTypeDialogName(undefined)}
        />
      )}
      {editingValue && (
        <ValueEditDialog
          value={editingValue}
          onSave={text => renameValue(editingValue, text)}
          onClose={() => setEditingValue(null)}
        />
      )}
      <Confirm
        isOpen={deletingType !== null}
        loading={deleting}
        title={`Delete ${deletingType?.name ?? 'type'}`}
        content="Delete this attribute type? This will also remove its values."
        onConfirm={confirmDeleteType}
        onClose={() => setDeletingType(null)}
      />
      <Confirm
        isOpen={deletingValue !== null}
        loading={deleting}
        title={`Delete ${deletingValue?.value ?? 'value'}`}
        content="Delete this attribute value?"
        onConfirm={confirmDeleteValue}
        onClose={() => setDeletingValue(null)}
      />
    </Box>
  );
};
