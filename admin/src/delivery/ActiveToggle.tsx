import { Button } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useUpdate, type RaRecord } from 'react-admin';

/**
 * Deactivates (or reactivates) a delivery record by saving it with `active` turned: the orders that
 * used it keep it, shoppers no longer see it.
 */
export const ActiveToggle = ({ noun }: { noun: string }) => {
  const record = useRecordContext<RaRecord & { active: boolean }>();
  const resource = useResourceContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const toggle = () =>
    update(
      resource,
      { id: record.id, data: { ...record, active: !record.active }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`${noun} ${record.active ? 'deactivated' : 'activated'}`, { type: 'success' }),
        onError: error => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Button size="small" onClick={toggle} disabled={isPending} color={record.active ? 'warning' : 'primary'}>
      {record.active ? 'Deactivate' : 'Activate'}
    </Button>
  );
};
