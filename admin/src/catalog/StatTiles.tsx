import { Box, Card, CardContent, Typography } from '@mui/material';

export interface StatTile {
  label: string;
  value: number;
  /** Shown under the figure, e.g. '40% of variants'. */
  note?: string;
  colour?: string;
}

/** A row of figure tiles at the top of the products, detail and inventory screens. */
export const StatTiles = ({ tiles }: { tiles: StatTile[] }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      my: 2,
      gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${tiles.length}, 1fr)` },
    }}
  >
    {tiles.map(tile => (
      <Card key={tile.label} variant="outlined" sx={{ borderTop: 4, borderTopColor: tile.colour ?? 'primary.main' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {tile.label}
          </Typography>
          <Typography variant="h5" component="div" sx={{ fontWeight: 700 }}>
            {tile.value.toLocaleString('en-KE')}
          </Typography>
          {tile.note && (
            <Typography variant="caption" color="text.secondary">
              {tile.note}
            </Typography>
          )}
        </CardContent>
      </Card>
    ))}
  </Box>
);
