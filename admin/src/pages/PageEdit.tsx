import { Alert, Link, Stack, Typography } from '@mui/material';
import { Edit, maxLength, required, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import type { ShopPage } from '@shop/api-client';
import { fieldsOf } from '../recordFields';
import { shopAddress } from './pageText';

/** ShopPage field names, checked against the API contract. */
const pageField = fieldsOf<ShopPage>();

const TITLE = [required(), maxLength(120)];
const BODY = [required(), maxLength(20000)];

const PageTitle = () => {
  const page = useRecordContext<ShopPage>();
  return <>{page ? `Page: ${page.title_en}` : 'Page'}</>;
};

/** Where the page shows in each language, and whether the owner has reviewed the seeded draft. */
const PageFacts = () => {
  const page = useRecordContext<ShopPage>();
  if (!page) return null;
  const address = shopAddress(page.slug);
  return (
    <Stack spacing={1} sx={{ mb: 2, width: '100%' }}>
      {!page.updated_by && <Alert severity="warning">A draft written for this shop: read it through, correct what does not fit and save it.</Alert>}
      <Typography variant="body2">
        On the shop at{' '}
        <Link href={address} target="_blank" rel="noopener">
          {address}
        </Link>{' '}
        and{' '}
        <Link href={`/sw${address}`} target="_blank" rel="noopener">
          /sw{address}
        </Link>
        .{page.updated_by && ` Last saved by ${page.updated_by}.`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Markdown: <code>## Heading</code>, <code>**bold**</code>, <code>- list item</code>, <code>[words](https://…)</code> or <code>[words](/returns)</code>.
        Links may be web pages, e-mail (<code>mailto:</code>), phone (<code>tel:</code>) or the shop's own pages; HTML is shown as text.
      </Typography>
    </Stack>
  );
};

/** Title and Markdown body in English and Kiswahili: a shopper of either language reads the whole page. */
export const PageEdit = ({ id }: { id?: number }) => (
  <Edit id={id} resource="pages" title={<PageTitle />} mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <PageFacts />
      <Typography variant="h6" component="h2">
        English
      </Typography>
      <TextInput source={pageField('title_en')} label="Title" validate={TITLE} fullWidth />
      <TextInput source={pageField('body_en')} label="Text (Markdown)" validate={BODY} multiline minRows={12} fullWidth />
      <Typography variant="h6" component="h2">
        Kiswahili
      </Typography>
      <TextInput source={pageField('title_sw')} label="Kichwa (title)" validate={TITLE} fullWidth />
      <TextInput source={pageField('body_sw')} label="Maandishi (Markdown)" validate={BODY} multiline minRows={12} fullWidth />
    </SimpleForm>
  </Edit>
);
