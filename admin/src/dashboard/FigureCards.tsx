import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

export interface Figure {
  label: string;
  /** Already formatted ('KSh 12,500', '38'). */
  value: string;
  note?: string;
  icon?: ReactNode;
}

/** The row of stat cards on the overview and analytics screens. */
export const FigureCards = ({ figures }: { figures: Figure[] }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${figures.length}, minmax(0, 1fr))` } }}>
    {figures.map(figure => (
      <Card key={figure.label} variant="outlined" aria-label={figure.label}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', color: 'text.secondary' }}>
            <Typography variant="body2">{figure.label}</Typography>
            {figure.icon}
          </Box>
          <Typography variant="h5" component="div" sx={{ fontWeight: 700, mt: 1 }}>
            {figure.value}
          </Typography>
          {figure.note && (
            <Typography variant="caption" color="text.secondary">
              {figure.note}
            </Typography>
          )}
        </CardContent>
      </Card>
    ))}
  </Box>
);
