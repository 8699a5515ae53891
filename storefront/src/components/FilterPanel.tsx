import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Divider } from '../ui/Divider';
import { TextField } from '../ui/TextField';
import type { AttributeValue, Category } from '@shop/api-client';
import type { ShopState } from '../lib/shopQuery';
import { useTranslation } from '../i18n/translation';
import styles from './FilterPanel.module.css';

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
    <aside aria-label={t('shop.filters')} className="stack">
      <h2 className="h6">{t('shop.filters')}</h2>
      <div>
        <p className={styles.label}>{t('shop.category')}</p>
        <div className={styles.choices}>
          {categories.map((c) => (
            <Checkbox key={c.id} size="small" label={c.name} checked={checkedCategory(c.name)} onChange={() => toggleCategory(c.name)} />
          ))}
        </div>
      </div>
      <Divider />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          applyPrices();
        }}
      >
        <p className={styles.label}>{t('shop.price')}</p>
        <div className={styles.prices}>
          <TextField
            size="small"
            label={t('shop.min')}
            type="number"
            value={min}
            onChange={(e) => setMin(e.target.value)}
            onBlur={applyPrices}
            startAdornment="KSh"
            inputProps={{ min: 0, 'aria-label': t('shop.minPrice') }}
          />
          <TextField
            size="small"
            label={t('shop.max')}
            type="number"
            value={max}
            onChange={(e) => setMax(e.target.value)}
            onBlur={applyPrices}
            startAdornment="KSh"
            inputProps={{ min: 0, 'aria-label': t('shop.maxPrice') }}
          />
        </div>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      {groups.map((g) => (
        <div key={g.type}>
          <Divider className={styles.groupDivider} />
          <p className={styles.label}>{g.type}</p>
          <div className={styles.choices}>
            {g.values.map((v) => (
              <Checkbox key={v.id} size="small" label={v.value} checked={state.attributes.includes(v.id)} onChange={() => toggleAttribute(v.id)} />
            ))}
          </div>
        </div>
      ))}
      <Button variant="outlined" onClick={onClear}>
        {t('shop.clearAll')}
      </Button>
    </aside>
  );
}
