import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { EditButton, Show, TopToolbar, useBasename, useRecordContext, useUpdate, useNotify, ReferenceArrayField, SingleFieldList, ChipField } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DiscountCode } from '@shop/api-client';
import { Fact } from '../layout/Fact';
import { formatKsh } from '../catalog/money';
import { discountField } from './DiscountForm';
import { discountUse, discountWhat, discountWindow, DISCOUNT_TYPE_NAMES } from './discountText';

/** Deactivates (or reactivates) the code: its orders keep it; shoppers can no longer apply it. */
const ActiveToggle = () => {
  const code = useRecordContext<DiscountCode>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!code) return null;
  const toggle = () =>
    update(
      'discount-codes',
      { id: code.id, data: { is_active: !code.is_active }, previousData: code, meta: { partial: true } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(code.is_active ? 'Code deactivated' : 'Code activated'),
        onError: error => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Button size="small" onClick={toggle} disabled={isPending} color={code.is_active ? 'warning' : 'primary'}>
      {code.is_active ? 'Deactivate' : 'Activate'}
    </Button>
  );
};

const Actions = () => (
  <TopToolbar>
    <ActiveToggle />
    <EditButton />
  </TopToolbar>
);

/** The names of the products or categories a code is kept to, as chips. */
const NamesOf = ({ source, reference }: { source: 'product_ids' | 'category_ids'; reference: string }) => (
  <ReferenceArrayField source={discountField(source)} reference={reference}>
    <SingleFieldList linkType={false}>
      <ChipField source="name" size="small" />
    </SingleFieldList>
  </ReferenceArrayField>
);

const DiscountDetail = () => {
  const code = useRecordContext<DiscountCode>();
  const basename = useBasename();
  if (!code) return null;
  const orders = `${basename}/orders?filter=${encodeURIComponent(JSON.stringify({ discount_code: code.code }))}`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, p: { xs: 1, md: 2 } }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {code.code}
          </Typography>
          <Fact label="Type">{DISCOUNT_TYPE_NAMES[code.type]}</Fact>
          <Fact label="Discount">{discountWhat(code)}</Fact>
          <Fact label="Minimum goods total">{code.min_goods_total ? formatKsh(code.min_goods_total) : 'None'}</Fact>
          <Fact label="Valid">{discountWindow(code)}</Fact>
          <Fact label="Status">{code.is_active ? 'Active' : 'Inactive'}</Fact>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" gutterBottom>
            Use
          </Typography>
          <Fact label="Used">{discountUse(code)}</Fact>
          <Fact label="Uses per customer">{code.per_customer_limit ?? 'No limit'}</Fact>
          <Fact label="Orders with this code">{String(code.orders_count)}</Fact>
          <Fact label="Given away">{formatKsh(code.given_away)}</Fact>
          <Button component={RouterLink} to={orders} size="small">
            See its orders
          </Button>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ gridColumn: { md: '1 / -1' } }}>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            Applies to
          </Typography>
          {code.product_ids.length === 0 && code.category_ids.length === 0 ? (
            <Typography>Every product</Typography>
          ) : (
            <>
              {code.product_ids.length > 0 && <NamesOf source="product_ids" reference="products" />}
              {code.category_ids.length > 0 && <NamesOf source="category_ids" reference="categories" />}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

const Title = () => {
  const code = useRecordContext<DiscountCode>();
  return <>{code ? `Discount code ${code.code}` : 'Discount code'}</>;
};

export const DiscountShow = () => (
  <Show title={<Title />} actions={<Actions />}>
    <DiscountDetail />
  </Show>
);
