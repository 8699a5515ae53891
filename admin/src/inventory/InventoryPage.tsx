import { useEffect, useMemo, useState } from 'react';
import { Box, MenuItem, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { STOCK_LABELS, type StockBand } from '../catalog/stock';
import type { ShopDataProvider } from '../dataProvider';
import { InventoryProductCard } from './InventoryProductCard';
import { InventoryTiles } from './InventoryTiles';
import { INVENTORY_QUERY_KEY } from './VariantRow';

export const INVENTORY_PAGE_SIZES = [10, 20, 50];
/** Typing pauses this long before the search is sent. */
export const SEARCH_DELAY_MS = 400;

const STOCK_OPTIONS: StockBand[] = ['in', 'low', 'out'];

/** /dashboard/inventory: stock figures and inline price/stock edits, a page of products at a time. */
export const InventoryPage = () => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [stock, setStock] = useState<StockBand | ''>('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(20);

  // A new filter starts again at its first page.
  useEffect(() => {
    const next = search.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, q]);

  const filter = useMemo(() => ({ ...(q && { q }), ...(stock && { stock }) }), [q, stock]);
  const { data, isPending, isPlaceholderData, error } = useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, { page, perPage, filter }],
    queryFn: () => dataProvider.getInventoryPage({ pagination: { page: page + 1, perPage }, filter }),
    // The current cards stay while the next page loads.
    placeholderData: keepPreviousData,
  });

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Inventory" />
      <Typography variant="h5" component="h1">
        Inventory
      </Typography>
      <InventoryTiles filter={filter} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        <TextField
          type="search"
          size="small"
          label="Search"
          placeholder="Product name or SKU"
          value={search}
          onChange={event => setSearch(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          size="small"
          label="Stock"
          value={stock}
          onChange={event => {
            setStock(event.target.value as StockBand | '');
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All</MenuItem>
          {STOCK_OPTIONS.map(band => (
            <MenuItem key={band} value={band}>
              {STOCK_LABELS[band]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isPending && <Typography sx={{ my: 2 }}>Loading...</Typography>}
      {error && <Typography color="error">Could not load the inventory: {error.message}</Typography>}
      {data && (
        <>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
            Stock below 5 is low. Change a price, stock or low-stock level (staff hear when stock falls below it) and leave the field to save it.
          </Typography>
          {data.data.length === 0 && <Typography sx={{ my: 2 }}>No products found</Typography>}
          <Stack spacing={2} sx={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
            {data.data.map(product => (
              <InventoryProductCard key={product.id} product={product} />
            ))}
          </Stack>
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={INVENTORY_PAGE_SIZES}
            labelRowsPerPage="Products per page"
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={event => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      )}
    </Box>
  );
};
