import { useEffect, useState } from 'react';
import { Box, CircularProgress, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { InventoryLog, InventoryVariant, VariantStockUpdate } from '@shop/api-client';
import { formatKsh } from '../catalog/money';
import { describeAttributes } from '../catalog/attributes';
import type { InventoryPage, ShopDataProvider } from '../dataProvider';
import { CHANGE_TYPE_NAMES, parseStockEdit, parseThreshold, recentLogs, SAVED_FOR_MS, signedQuantity } from './logText';

/** Every page of the dashboard is cached under this prefix, its tiles under the stats key. */
export const INVENTORY_QUERY_KEY = ['inventory', 'dashboard'];
export const INVENTORY_STATS_QUERY_KEY = ['inventory', 'stats'];

const ROW_TINT = { out: 'rgba(211, 47, 47, 0.10)', low: 'rgba(237, 178, 2, 0.16)', in: undefined } as const;

/** ' · KSh 2,500 → KSh 2,700', or the price a variant started with. */
const priceChange = (log: InventoryLog) => {
  if (log.old_price === null && log.new_price === null) return '';
  if (log.old_price === null) return ` · price ${formatKsh(log.new_price)}`;
  return ` · ${formatKsh(log.old_price)} → ${formatKsh(log.new_price)}`;
};

const LogLines = ({ variant }: { variant: InventoryVariant }) => {
  const logs = recentLogs(variant.inventory_logs ?? []);
  if (!logs.length) return <Typography variant="caption" color="text.secondary">No changes yet</Typography>;
  return (
    <Stack spacing={0.5} data-testid="recent-logs">
      {logs.map(log => (
        <Typography key={log.id} variant="caption" component="div">
          <strong>{CHANGE_TYPE_NAMES[log.change_type]}</strong> {log.quantity !== 0 && signedQuantity(log.quantity)} · balance{' '}
          {log.balance_after}
          {log.comment ? ` · ${log.comment}` : ''}
          {priceChange(log)}{' '}
          · {new Date(log.created_at).toLocaleString('en-KE')}
        </Typography>
      ))}
    </Stack>
  );
};

/** Price and stock of one variant as typed, committed (once) when a field loses focus; its low-stock level likewise. */
const useVariantEdit = (variant: InventoryVariant) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [price, setPrice] = useState(String(variant.price));
  const [stock, setStock] = useState(String(variant.stock));
  const [threshold, setThreshold] = useState(String(variant.low_stock_threshold));
  const [saved, setSaved] = useState(false);

  const showServerValues = () => {
    setPrice(String(variant.price));
    setStock(String(variant.stock));
    setThreshold(String(variant.low_stock_threshold));
  };

  // When the server's variant changes (after a save), the fields show its values.
  useEffect(() => {
    setPrice(String(variant.price));
    setStock(String(variant.stock));
    setThreshold(String(variant.low_stock_threshold));
  }, [variant.price, variant.stock, variant.low_stock_threshold]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_FOR_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const mutation = useMutation({
    mutationFn: (change: VariantStockUpdate) => dataProvider.updateInventoryVariant(variant.id, change),
    onSuccess: updated => {
      // The answer replaces the local variant (with its latest logs) on every cached page.
      queryClient.setQueriesData<InventoryPage>({ queryKey: INVENTORY_QUERY_KEY }, page =>
        page && {
          ...page,
          data: page.data.map(product => ({
            ...product,
            variants: product.variants.map(item => (item.id === updated.id ? { ...item, ...updated } : item)),
          })),
        },
      );
      // The tiles and the low-stock list recount; product pages show the same stock and price.
      void queryClient.invalidateQueries({ queryKey: INVENTORY_STATS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['inventory/low-stock'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      setSaved(true);
    },
    onError: (error: Error) => {
      notify(error.message || 'Could not save the change', { type: 'error' });
      showServerValues();
    },
  });

  const commit = () => {
    // Tab from price to stock blurs twice around one save: the change in flight is the only one.
    if (mutation.isPending) return;
    const stockOrPriceChanged = price !== String(variant.price) || stock !== String(variant.stock);
    const thresholdChanged = threshold !== String(variant.low_stock_threshold);
    if (!stockOrPriceChanged && !thresholdChanged) return;
    // Stock and price travel together as they stand; the threshold only when it changed.
    const stockAndPrice = stockOrPriceChanged ? parseStockEdit(stock, price) : {};
    const level = thresholdChanged ? parseThreshold(threshold) : undefined;
    if (typeof stockAndPrice === 'string' || typeof level === 'string') {
      notify(typeof stockAndPrice === 'string' ? stockAndPrice : String(level), { type: 'error' });
      showServerValues();
      return;
    }
    setSaved(false);
    mutation.mutate(level === undefined ? stockAndPrice : { ...stockAndPrice, low_stock_threshold: level });
  };

  const label = variant.sku;
  // Read-only, not disabled, while saving: a disabled field would drop the focus Tab just gave it.
  // On a phone the field carries its own label; in the table the column header names it.
  const field = (kind: 'Price' | 'Stock' | 'Low below', value: string, set: (text: string) => void, width: number | string, labelled: boolean) => (
    <TextField
      size="small"
      variant="outlined"
      type="number"
      label={labelled ? kind : undefined}
      value={value}
      onChange={event => set(event.target.value)}
      onBlur={commit}
      slotProps={{
        htmlInput: {
          min: 0,
          // Prices too are whole (KSh without cents).
          step: 1,
          readOnly: mutation.isPending,
          inputMode: 'numeric',
          'aria-label': kind === 'Low below' ? `Low-stock level of ${label}` : `${kind} of ${label}`,
        },
      }}
      sx={{ width }}
    />
  );
  const saveState = (
    <Box sx={{ minWidth: 64 }}>
      {mutation.isPending && <CircularProgress size={18} aria-label="Saving" />}
      {saved && !mutation.isPending && (
        <Typography variant="caption" color="success.main" sx={{ display: 'flex', alignItems: 'center' }}>
          <CheckIcon fontSize="small" /> Saved
        </Typography>
      )}
    </Box>
  );
  return {
    priceField: (width: number | string, labelled = false) => field('Price', price, setPrice, width, labelled),
    stockField: (width: number | string, labelled = false) => field('Stock', stock, setStock, width, labelled),
    thresholdField: (width: number | string, labelled = false) => field('Low below', threshold, setThreshold, width, labelled),
    saveState,
  };
};

const rowProps = (variant: InventoryVariant) => {
  const band = variant.stock_band;
  return { 'data-stock-band': band, 'data-testid': `variant-row-${variant.id}`, sx: { bgcolor: ROW_TINT[band] } };
};

const attributesText = (variant: InventoryVariant) =>
  variant.attributes.length ? describeAttributes(variant.attributes) : '-';

/** One variant as a table row (wide screens): price and stock edited inline. */
export const VariantRow = ({ variant }: { variant: InventoryVariant }) => {
  const edit = useVariantEdit(variant);
  return (
    <TableRow {...rowProps(variant)}>
      <TableCell>{variant.sku}</TableCell>
      <TableCell>{attributesText(variant)}</TableCell>
      <TableCell>{edit.priceField(120)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {edit.stockField(96)}
          {edit.saveState}
        </Stack>
      </TableCell>
      <TableCell>{edit.thresholdField(88)}</TableCell>
      <TableCell>
        <LogLines variant={variant} />
      </TableCell>
    </TableRow>
  );
};

/** The same variant stacked for a phone: SKU and attributes, price, stock and low-stock level side by side, then the logs. */
export const VariantBlock = ({ variant }: { variant: InventoryVariant }) => {
  const edit = useVariantEdit(variant);
  const { sx, ...row } = rowProps(variant);
  return (
    <Box role="group" aria-label={`Variant ${variant.sku}`} {...row} sx={{ ...sx, p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {variant.sku}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {attributesText(variant)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, mb: 1 }}>
        {edit.priceField('100%', true)}
        {edit.stockField('100%', true)}
        {edit.thresholdField('100%', true)}
      </Box>
      {edit.saveState}
      <LogLines variant={variant} />
    </Box>
  );
};
