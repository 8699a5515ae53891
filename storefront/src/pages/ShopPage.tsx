import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { Drawer } from '../ui/Drawer';
import { ProgressBar } from '../ui/ProgressBar';
import { SelectField } from '../ui/SelectField';
import { ToggleGroup } from '../ui/ToggleGroup';
import { cx } from '../ui/classNames';
import { FilterListIcon, GridViewIcon, SearchOffIcon, ViewListIcon } from '../ui/icons';
import { useAttributeValues, useCategories, useProductPages } from '../api/queries';
import { FilterPanel } from '../components/FilterPanel';
import { HydrateLater } from '../components/HydrateLater';
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
import styles from './ShopPage.module.css';

/** Filters (a button on phones), sort order and grid or list. */
function Toolbar({ state, onChange, onOpenFilters }: { state: ShopState; onChange: (patch: Partial<ShopState>) => void; onOpenFilters: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <Button variant="outlined" startIcon={<FilterListIcon />} onClick={onOpenFilters} className={styles.filtersButton}>
        {t('shop.filters')}
      </Button>
      <SelectField label={t('shop.sortBy')} size="small" fullWidth={false} value={state.sort} onChange={(e) => onChange({ sort: e.target.value as SortValue })} className={styles.sort}>
        {SORT_OPTIONS.map((value) => (
          <option key={value} value={value}>
            {t(`shop.sort.${value}`)}
          </option>
        ))}
      </SelectField>
      <ToggleGroup
        label={t('shop.viewMode')}
        value={state.view}
        onChange={(view) => onChange({ view })}
        options={[
          { value: 'grid', label: t('shop.gridView'), content: <GridViewIcon fontSize="small" /> },
          { value: 'list', label: t('shop.listView'), content: <ViewListIcon fontSize="small" /> },
        ]}
      />
    </div>
  );
}

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
    <Container className={styles.page}>
      <h1 className="h4">{title}</h1>
      <p className={cx('text-muted', styles.found)} aria-live="polite">
        {products.isSuccess || products.isPlaceholderData ? t('shop.found', { count: total }) : '\u00a0'}
      </p>

      <div className={styles.columns}>
        {/* The filters, the toolbar, the grid and each card in it hydrate in tasks of their own. */}
        <HydrateLater>
          <div className={styles.sidePanel}>{panel}</div>
        </HydrateLater>
        <div>
          <HydrateLater>
            <Toolbar state={state} onChange={update} onOpenFilters={() => setSheetOpen(true)} />
          </HydrateLater>

          {products.isFetching && products.isPlaceholderData && <ProgressBar label={t('shop.updating')} className={styles.updating} />}

          {products.isPending ? (
            <PageLoading label={t('shop.loading')} />
          ) : products.isError && !products.data ? (
            <Alert severity="error" role="alert" action={<Button onClick={() => products.refetch()}>{t('common.retry')}</Button>}>
              {t('shop.loadFailed')}
            </Alert>
          ) : items.length === 0 ? (
            <div className={styles.none}>
              <SearchOffIcon className={styles.noneIcon} />
              <h2 className={cx('h5', styles.noneTitle)}>{t('shop.noneFound')}</h2>
              <p className={cx('text-muted', styles.noneText)}>{t('shop.noneFoundText')}</p>
              <Button variant="contained" onClick={clearFilters}>
                {t('shop.clearFilters')}
              </Button>
            </div>
          ) : (
            <>
              {/* The grid hydrates apart from the page (24 cards waiting take a few milliseconds), each card apart from it. */}
              <HydrateLater>
                <div className={cx(styles.products, state.view === 'list' && styles.list)}>
                  {items.map((p, index) => (
                    <HydrateLater key={p.id}>
                      <ProductCard product={p} layout={state.view} priority={index < FIRST_SCREEN_CARDS} />
                    </HydrateLater>
                  ))}
                </div>
              </HydrateLater>
              {products.hasNextPage && (
                <div className={styles.more}>
                  <p className="body2 text-muted">{t('shop.showing', { shown: items.length, total })}</p>
                  <Button variant="outlined" onClick={() => products.fetchNextPage()} disabled={products.isFetchingNextPage}>
                    {products.isFetchingNextPage ? t('common.loading') : t('shop.loadMore')}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </div>

      <Drawer open={sheetOpen} onClose={() => setSheetOpen(false)} title={t('shop.filters')} hideTitle>
        {/* Only while open: closed, a second copy of the filters would sit in the page beside the side column's. */}
        {sheetOpen && (
          <div className={styles.sheet}>
            {panel}
            <Button fullWidth variant="contained" className={styles.show} onClick={() => setSheetOpen(false)}>
              {t('shop.show', { count: total })}
            </Button>
          </div>
        )}
      </Drawer>
    </Container>
  );
}
