import { DeleteWithConfirmButton, SaveButton, Toolbar, useRecordContext, type RaRecord } from 'react-admin';
import { ActiveToggle } from './ActiveToggle';

/**
 * Save, and for a saved record either Delete (nothing used it) or Deactivate/Activate: a method, zone or
 * point an order used cannot be deleted (the API answers 409), only switched off.
 */
export const DeliveryToolbar = ({ noun }: { noun: string }) => {
  const record = useRecordContext<RaRecord & { active?: boolean; orders_count?: number }>();
  const used = (record?.orders_count ?? 0) > 0;
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      {record?.id !== undefined &&
        (used ? (
          <ActiveToggle noun={noun} />
        ) : (
          <DeleteWithConfirmButton
            confirmTitle={`Delete this ${noun.toLowerCase()}?`}
            confirmContent="Nothing has used it yet; it goes for good."
            mutationMode="pessimistic"
          />
        ))}
    </Toolbar>
  );
};
