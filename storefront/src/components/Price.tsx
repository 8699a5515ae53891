import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatKsh } from '../lib/money';

export function Price({ price, old, size = 'md' }: { price: number | string; old?: number | null; size?: 'md' | 'lg' }) {
  const showOld = old !== null && old !== undefined && Number(old) > Number(price);
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        component="span"
        sx={{ fontWeight: 800, color: 'primary.main', fontSize: size === 'lg' ? 28 : 17 }}
        data-testid="price"
      >
        {formatKsh(price)}
      </Typography>
      {showOld && (
        <Typography component="s" sx={{ color: 'text.secondary', fontSize: size === 'lg' ? 18 : 14 }}>
          {formatKsh(old)}
        </Typography>
      )}
    </Box>
  );
}
