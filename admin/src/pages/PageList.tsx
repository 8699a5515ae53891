import { Datagrid, DateField, FunctionField, List, SimpleList, TextField } from 'react-admin';
import type { ShopPage } from '@shop/api-client';
import { useSmallScreen } from '../layout/useSmallScreen';
import { fieldsOf } from '../recordFields';
import { changedBy, shopAddress } from './pageText';

/** ShopPage field names, checked against the API contract. */
const pageField = fieldsOf<ShopPage>();

/** The shop's policy pages (privacy, terms, shipping, returns): seeded drafts staff review and edit. */
export const PageList = () => {
  const small = useSmallScreen();
  return (
    <List title="Pages" sort={{ field: 'id', order: 'ASC' }} pagination={false} exporter={false}>
      {small ? (
        <SimpleList<ShopPage> rowClick="edit" primaryText={page => page.title_en} secondaryText={page => `${shopAddress(page.slug)} · ${changedBy(page)}`} />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source={pageField('title_en')} label="Title" />
          <TextField source={pageField('title_sw')} label="Kiswahili title" />
          <FunctionField<ShopPage> label="On the shop" sortable={false} render={page => shopAddress(page.slug)} />
          <DateField source={pageField('updated_at')} label="Updated" showTime locales="en-KE" />
          <FunctionField<ShopPage> label="By" sortable={false} render={changedBy} />
        </Datagrid>
      )}
    </List>
  );
};
