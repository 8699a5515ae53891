import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import GridViewIcon from '@mui/icons-material/GridView';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useAttributeValues, useCategories, useProductPages } from '../api/queries';
import { FilterPanel } from '../components/FilterPanel';
import { PageLoading } from '../components/PageLoading';
import { FIRST_SCREEN_CARDS, ProductCard } from '../components/ProductCard';
import { usePageTitle } from '../lib/usePageTitle';
import {
  SORT_OPTIONS,
  readShopState,
  shopTitle,
  writeShopState,
  type ShopState,
  type SortValue,
} from '../lib/shopQuery';
import { useTranslation } from '../i18n/translation';

export default function ShopPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readShopState(params), [params]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const categoriesQuery = useCategories();
  const attributesQuery = useAttributeValues();
  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);

  const products = useProductPages(state);

  const update = (patch: Partial<ShopState>) => setParams(writeShopState({ ...state, ...patch }));
  const clearFilters = () => {
    setParams(writeShopState({ ...readShopState(new URLSearchParams()), sort: state.sort, view: state.view }));
    setSheetOpen(false);
  };

  const pages = products.data?.pages ?? [];
  const total = pages[0]?.total ?? 0;
  const items = pages.flatMap((p) => p.items);
  const title = shopTitle(t, state, categories);
  usePageTitle(title);

  const panel = (
    <FilterPanel
      state={state}
      categories={categories}
      attributeValues={attributesQuery.data ?? []}
      onChange={update}
      onClear={clearFilters}
    />
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
        {products.isSuccess || products.isPlaceholderData ? t('shop.found', { count: total }) : '\u00a0'}
      </Typography>

      <Grid container spacing={4} sx={{ mt: 1 }}>
        <Grid size={{ md: 3 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          {panel}
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<FilterListIcon />}
              onClick={() => setSheetOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              {t('shop.filters')}
            </Button>
            <Box sx={{ flex: 1 }} />
            <FormControl size="small" sx={{ minWidth: 170 }}>
              <InputLabel id="sort-label">{t('shop.sortBy')}</InputLabel>
              <Select
                labelId="sort-label"
                label={t('shop.sortBy')}
                value={state.sort}
                onChange={(e) => update({ sort: e.target.value as SortValue })}
              >
                {SORT_OPTIONS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`shop.sort.${value}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={state.view}
              onChange={(_, v) => v && update({ view: v })}
              aria-label={t('shop.viewMode')}
            >
              <ToggleButton value="grid" aria-label={t('shop.gridView')}>
                <GridViewIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="list" aria-label={t('shop.listView')}>
                <ViewListIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          </Stack>

          {products.isFetching && products.isPlaceholderData && <LinearProgress sx={{ mb: 1 }} aria-label={t('shop.updating')} />}

          {products.isPending ? (
            <PageLoading label={t('shop.loading')} />
          ) : products.isError && !products.data ? (
            <Alert severity="error" action={<Button onClick={() => products.refetch()}>{t('common.retry')}</Button>}>
              {t('shop.loadFailed')}
            </Alert>
          ) : items.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 8 }}>
              <SearchOffIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
              <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
                {t('shop.noneFound')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {t('shop.noneFoundText')}
              </Typography>
              <Button variant="contained" onClick={clearFilters}>
                {t('shop.clearFilters')}
              </Button>
            </Box>
          ) : (
            <>
              <Grid container spacing={2}>
                {items.map((p, index) => (
                  <Grid key={p.id} size={state.view === 'list' ? 12 : { xs: 6, sm: 4 }}>
                    <ProductCard product={p} layout={state.view} priority={index < FIRST_SCREEN_CARDS} />
                  </Grid>
                ))}
              </Grid>
              {products.hasNextPage && (
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mt: 4, gap: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('shop.showing', { shown: items.length, total })}
                  </Typography>
                  <Button variant="outlined" onClick={() => products.fetchNextPage()} disabled={products.isFetchingNextPage}>
                    {products.isFetchingNextPage ? t('common.loading') : t('shop.loadMore')}
                  </Button>
                </Box>
              )}
            </>
          )}
        </Grid>
      </Grid>

      <Drawer anchor="left" open={sheetOpen} onClose={() => setSheetOpen(false)}>
        <Box sx={{ width: 300, p: 2 }}>
          {panel}
          <Button fullWidth variant="contained" sx={{ mt: 2 }} onClick={() => setSheetOpen(false)}>
            {t('shop.show', { count: total })}
          </Button>
        </Box>
      </Drawer>
    </Container>
  );
}
