import { useState } from 'react';
import { Button } from '@mui/material';
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormContext, useFormState } from 'react-hook-form';
import { Confirm, SaveButton, Toolbar, useNotify } from 'react-admin';
import { failureMessage } from '../auth/apiErrors';

/** What a template editor's "back to default" says and does: the words differ, the steps are the same. */
export interface BackToDefault<Template extends { id: string }> {
  /** The react-admin resource whose cached record and list the defaults replace. */
  resource: string;
  /** Whether staff changed it (else the button only undoes unsaved edits). */
  changed: boolean;
  /** DELETE: staff's version goes, and the answer is the shop's default. */
  restore: () => Promise<Template>;
  label: string;
  confirmTitle: string;
  confirmContent: string;
  done: string;
  failed: string;
  /** Other reads the defaults change (the overview's channels, for a WhatsApp template kept on SMS). */
  alsoStale?: readonly string[][];
}

/** "Back to default": asks first when staff changed the template, then the defaults fill the form. */
function BackToDefaultButton<Template extends { id: string }>({ template, action }: { template: Template; action: BackToDefault<Template> }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { reset } = useFormContext();
  const { isDirty } = useFormState();
  const [asking, setAsking] = useState(false);
  const restore = useMutation({
    mutationFn: action.restore,
    onSuccess: defaults => {
      queryClient.setQueriesData({ queryKey: [action.resource, 'getOne', { id: String(template.id) }] }, defaults);
      void queryClient.invalidateQueries({ queryKey: [action.resource, 'getList'] });
      for (const queryKey of action.alsoStale ?? []) void queryClient.invalidateQueries({ queryKey });
      reset({ ...defaults });
      notify(action.done, { type: 'info' });
    },
    onError: error => notify(failureMessage(error, action.failed), { type: 'error' }),
  });
  return (
    <>
      <Button
        startIcon={<RestoreIcon />}
        color="warning"
        disabled={(!action.changed && !isDirty) || restore.isPending}
        onClick={() => (action.changed ? setAsking(true) : reset({ ...template }))}
      >
        {action.label}
      </Button>
      <Confirm
        isOpen={asking}
        title={action.confirmTitle}
        content={action.confirmContent}
        onConfirm={() => {
          setAsking(false);
          restore.mutate();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** A template editor's toolbar: save, and back to the shop's default. */
export function TemplateToolbar<Template extends { id: string }>({ template, backToDefault }: { template: Template; backToDefault: BackToDefault<Template> }) {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      <BackToDefaultButton template={template} action={backToDefault} />
    </Toolbar>
  );
}
