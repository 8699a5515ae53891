import { Link } from '@mui/material';
import { FunctionField, type RaRecord } from 'react-admin';
import { kenyanPhone } from './phone';

/** A phone staff can tap to call ('+254 712 345 678'); one that is no Kenyan mobile is shown as typed. */
export const PhoneLink = ({ phone }: { phone: string | null | undefined }) => {
  if (!phone) return null;
  const number = kenyanPhone(phone);
  // In a clickable row the tap calls, and does not open the record too.
  return number ? <Link href={`tel:${number.dial}`} onClick={(event) => event.stopPropagation()}>{number.shown}</Link> : <>{phone}</>;
};

/** The record's phone (`source`) as a PhoneLink, for lists and show pages. */
export const PhoneField = ({ source, label, emptyText = '-' }: { source: string; label?: string; emptyText?: string }) => (
  <FunctionField<RaRecord> source={source} label={label} sortable={false} render={(record) => (record[source] ? <PhoneLink phone={String(record[source])} /> : emptyText)} />
);
