import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ImageField, ImageInput, NumberInput } from 'react-admin';
import type { AttributeType, AttributeValue } from '@shop/api-client';
import {
  emptyVariant,
  isNewVariantId,
  typeKey,
  type PickedImage,
  type ProductFormMode,
  type VariantDraft,
} from '../../catalog/productDraft';
import { NoWeightChip } from '../../catalog/NoWeightChip';
import { ActiveCheckbox } from './ActiveCheckbox';
import { SetWeightsButton } from './SetWeightsButton';
import { AttributeSelect } from './AttributeSelect';

interface VariantEditorProps {
  index: number;
  mode: ProductFormMode;
  types: AttributeType[];
  values: AttributeValue[];
  onRemove: () => void;
}

const VariantEditor = ({ index, mode, types, values, onRemove }: VariantEditorProps) => {
  const source = `variants.${index}`;
  const variant = useWatch({ name: source }) as VariantDraft | undefined;
  const newImages = (variant?.new_images ?? []) as PickedImage[];
  const isNew = variant ? isNewVariantId(variant.id) : true;
  return (
    <Card variant="outlined" data-testid="variant-editor">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>
            Variant {index + 1}
            {mode === 'edit' && (
              <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                SKU: {isNew ? `${variant?.id} (assigned when saved)` : variant?.sku}
              </Typography>
            )}
          </Typography>
          <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={onRemove}>
            Remove Variant
          </Button>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          <NumberInput source={`${source}.price`} label="Price (KSh)" min={0} step={1} helperText={false} fullWidth={false} />
          <NumberInput
            source={`${source}.stock`}
            label="Stock"
            min={0}
            step={1}
            helperText={mode === 'edit' ? 'Change stock on the Inventory page' : false}
            readOnly={mode === 'edit'}
            fullWidth={false}
          />
          <NumberInput
            source={`${source}.weight_grams`}
            label="Weight (g)"
            min={0}
            max={100000}
            step={50}
            parse={value => (value === '' || value === null ? null : value)}
            helperText={false}
            fullWidth={false}
          />
          {(variant?.weight_grams === null || variant?.weight_grams === undefined || variant?.weight_grams === '') && <NoWeightChip />}
          <ActiveCheckbox source={`${source}.is_active`} />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', my: 1 }} useFlexGap>
          {types.map(type => (
            <AttributeSelect
              key={type.id}
              source={`${source}.attribute_values.${typeKey(type.id)}`}
              type={type}
              values={values.filter(value => value.type.id === type.id)}
            />
          ))}
        </Stack>
        {variant?.images && variant.images.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
            {variant.images.map(image => (
              <Box
                key={image.id}
                component="img"
                src={image.image}
                alt={image.alt_text}
                sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
              />
            ))}
          </Box>
        )}
        <ImageInput
          source={`${source}.new_images`}
          label="Variant images"
          multiple
          accept={{ 'image/*': [] }}
          helperText={false}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
        <Typography variant="caption" color="text.secondary">
          {newImages.length} file(s) selected
        </Typography>
      </CardContent>
    </Card>
  );
};

/** The variants list of the add/edit product form: add, remove, edit each variant. */
export const VariantsEditor = ({
  mode,
  types,
  values,
  productId,
}: {
  mode: ProductFormMode;
  types: AttributeType[];
  values: AttributeValue[];
  /** The saved product's id (edit), for the whole-product weight. */
  productId?: number;
}) => {
  const { control, getValues } = useFormContext();
  // keyName keeps react-hook-form's row keys apart from the variants' own `id`.
  const { fields, append, remove } = useFieldArray({ control, name: 'variants', keyName: 'rowKey' });
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6">Variants</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
          {fields.length > 0 && <SetWeightsButton productId={productId} />}
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => append(emptyVariant((getValues('variants') as VariantDraft[]) ?? []))}
          >
            Add Variant
          </Button>
        </Stack>
      </Stack>
      {fields.length === 0 && <Typography color="text.secondary">No variants yet.</Typography>}
      {fields.map((field, index) => (
        <VariantEditor
          key={field.rowKey}
          index={index}
          mode={mode}
          types={types}
          values={values}
          onRemove={() => remove(index)}
        />
      ))}
    </Stack>
  );
};
