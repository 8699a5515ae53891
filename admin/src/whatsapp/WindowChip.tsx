import { useEffect, useState } from 'react';
import { Chip } from '@mui/material';
import { answerWindow } from './whatsappText';

/** The time now, read again every `everyMs`: a conversation's window closes while the page stays open. */
export const useNow = (everyMs = 30_000): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};

/** 'Answer before 14:05' (green; orange in its last hour) or 'Window closed' (grey). */
export const WindowChip = ({ closesAt, now }: { closesAt: string | null; now: Date }) => {
  const window = answerWindow(closesAt, now);
  return (
    <Chip
      size="small"
      label={window.text}
      color={window.open ? (window.closing ? 'warning' : 'success') : 'default'}
      variant={window.open ? 'filled' : 'outlined'}
      data-window={window.open ? 'open' : 'closed'}
    />
  );
};
