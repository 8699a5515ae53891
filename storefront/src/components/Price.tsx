import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormats } from '../i18n/format';

/** The price, with the former one struck through when it was higher. */
export function Price({ price, old, size = 'md' }: { price: number; old: number | null; size?: 'md' | 'lg' }) {
  const { ksh } = useFormats();
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        component="span"
        sx={{ fontWeight: 800, color: 'primary.main', fontSize: size === 'lg' ? 28 : 17 }}
        data-testid="price"
      >
        {ksh(price)}
      </Typography>
      {old !== null && old > price && (
        <Typography component="s" sx={{ color: 'text.secondary', fontSize: size === 'lg' ? 18 : 14 }}>
          {ksh(old)}
        </Typography>
      )}
    </Box>
  );
}
