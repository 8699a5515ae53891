import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';

/** A list's toolbar: add a filter, create a record. */
export const FilterCreateActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

/** A phone list row's status (a chip), at the row's right edge. */
export const RowEnd = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ float: 'right' }}>
    {children}
  </Box>
);
