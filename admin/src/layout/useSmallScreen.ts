import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Below the md breakpoint (phones, small tablets) lists turn into SimpleLists or compact
 * cards and tables into stacked rows: react-admin's own responsive pattern.
 */
export const useSmallScreen = () => useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
