import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AttributeValue, Category } from '@shop/api-client';
import type { ShopState } from '../lib/shopQuery';
import { useTranslation } from '../i18n/translation';

/** Typed price bounds apply after this pause in the typing (and at once on blur or Enter). */
export const PRICE_DELAY_MS = 600;

const cleanPrice = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) || Number(v) < 0 ? '' : String(Number(v)));

interface Props {
  state: ShopState;
  categories: Category[];
  attributeValues: AttributeValue[];
  onChange: (patch: Partial<ShopState>) => void;
  onClear: () => void;
}

/** Attribute values grouped by their type name, types and values in a stable order. */
export function groupByType(values: AttributeValue[], other: string): Array<{ type: string; values: AttributeValue[] }> {
  const groups = new Map<string, AttributeValue[]>();
  for (const v of values) {
    const type = v.type?.name ?? other;
    groups.set(type, [...(groups.get(type) ?? []), v]);
  }
  return [...groups.entries()].map(([type, vals]) => ({ type, values: vals }));
}

export function FilterPanel({ state, categories, attributeValues, onChange, onClear }: Props) {
  // Price inputs apply after a pause in the typing, when they lose focus or on Enter, not on every key stroke.
  const { t } = useTranslation();
  const [min, setMin] = useState(state.minPrice);
  const [max, setMax] = useState(state.maxPrice);
  // The URL's bounds win unless the field already says the same number ('2000.' while typing '2000.5').
  useEffect(() => setMin((typed) => (cleanPrice(typed) === state.minPrice ? typed : state.minPrice)), [state.minPrice]);
  useEffect(() => setMax((typed) => (cleanPrice(typed) === state.maxPrice ? typed : state.maxPrice)), [state.maxPrice]);
  const otherType = t('shop.otherAttribute');
  const groups = useMemo(() => groupByType(attributeValues, otherType), [attributeValues, otherType]);

  const checkedCategory = (name: string) => state.categories.some((c) => c.toLowerCase() === name.toLowerCase());
  const toggleCategory = (name: string) =>
    onChange({
      categories: checkedCategory(name)
        ? state.categories.filter((c) => c.toLowerCase() !== name.toLowerCase())
        : [...state.categories, name],
    });
  const toggleAttribute = (id: number) =>
    onChange({
      attributes: state.attributes.includes(id) ? state.attributes.filter((a) => a !== id) : [...state.attributes, id],
    });
  const applyPrices = () => {
    if (cleanPrice(min) !== state.minPrice || cleanPrice(max) !== state.maxPrice) {
      onChange({ minPrice: cleanPrice(min), maxPrice: cleanPrice(max) });
    }
  };
  // The timer calls the latest applyPrices, so it never writes back a filter state that changed meanwhile.
  const latestApply = useRef(applyPrices);
  latestApply.current = applyPrices;
  useEffect(() => {
    const timer = setTimeout(() => latestApply.current(), PRICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [min, max]);

  return (
    <Stack spacing={2} component="aside" aria-label={t('shop.filters')}>
      <Typography variant="h6">{t('shop.filters')}</Typography>
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {t('shop.category')}
        </Typography>
        <FormGroup>
          {categories.map((c) => (
            <FormControlLabel
              key={c.id}
              control={<Checkbox size="small" checked={checkedCategory(c.name)} onChange={() => toggleCategory(c.name)} />}
              label={c.name}
            />
          ))}
        </FormGroup>
      </Box>
      <Divider />
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          applyPrices();
        }}
      >
        <Typography variant="subtitle2" gutterBottom>
          {t('shop.price')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label={t('shop.min')}
            type="number"
            value={min}
            onChange={(e) => setMin(e.target.value)}
            onBlur={applyPrices}
            slotProps={{ htmlInput: { min: 0, 'aria-label': t('shop.minPrice') }, input: { startAdornment: <InputAdornment position="start">KSh</InputAdornment> } }}
          />
          <TextField
            size="small"
            label={t('shop.max')}
            type="number"
            value={max}
            onChange={(e) => setMax(e.target.value)}
            onBlur={applyPrices}
            slotProps={{ htmlInput: { min: 0, 'aria-label': t('shop.maxPrice') }, input: { startAdornment: <InputAdornment position="start">KSh</InputAdornment> } }}
          />
        </Stack>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Box>
      {groups.map((g) => (
        <Box key={g.type}>
          <Divider sx={{ mb: 2 }} />
          <Typography variant="subtitle2" gutterBottom>
            {g.type}
          </Typography>
          <FormGroup>
            {g.values.map((v) => (
              <FormControlLabel
                key={v.id}
                control={<Checkbox size="small" checked={state.attributes.includes(v.id)} onChange={() => toggleAttribute(v.id)} />}
                label={v.value}
              />
            ))}
          </FormGroup>
        </Box>
      ))}
      <Button variant="outlined" onClick={onClear}>
        {t('shop.clearAll')}
      </Button>
    </Stack>
  );
}
