import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** One labelled fact on a detail page ('Phone', '0712 345 678'); '-' when there is none. Long values wrap. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ mb: 1, minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
      {children || '-'}
    </Typography>
  </Box>
);
