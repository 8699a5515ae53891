import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** A menu page whose screen arrives with a later issue; it says what will come. */
export const ComingPage = ({ title, description }: { title: string; description: string }) => (
  <Card sx={{ mt: 2 }}>
    <Title title={title} />
    <CardContent>
      <Typography variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
    </CardContent>
  </Card>
);
