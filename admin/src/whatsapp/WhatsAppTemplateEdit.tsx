import { useState } from 'react';
import { Alert, Box, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Edit, InputHelperText, Link, SimpleForm, TextInput, useDataProvider, useInput, useRecordContext } from 'react-admin';
import { ApiError, type WhatsAppTemplate } from '@shop/api-client';
import { failureMessage } from '../auth/apiErrors';
import { PreviewCard } from '../notifications/PreviewCard';
import { useDebounced } from '../dashboard/useDebounced';
import type { ShopDataProvider } from '../dataProvider';
import { LANGUAGE_CHOICES } from '../notifications/notificationText';
import { orderIdOf } from '../notifications/TemplateEdit';
import { fieldsOf } from '../recordFields';
import { type BackToDefault, TemplateToolbar } from '../notifications/TemplateToolbar';
import { placeholderCount, whatsAppTemplateName } from './whatsappText';

/** WhatsAppTemplate field names, checked against the API contract. */
const templateField = fieldsOf<WhatsAppTemplate>();

/** The preview is asked for once typing pauses this long. */
export const PREVIEW_DELAY_MS = 300;

/** What each refused field is called in the preview's warning. */
const FIELD_WORDS: Record<string, string> = { name: 'Template name', body: 'Body', variables: 'Variables', order_id: 'Order' };

const TemplateTitle = () => {
  const template = useRecordContext<WhatsAppTemplate>();
  return <>{template ? `WhatsApp template: ${whatsAppTemplateName(template)}` : 'WhatsApp template'}</>;
};

/** The first {{n}} of the body with no variable chosen (0-based), or -1 when each has one. */
const firstUnchosen = (body: string, variables: readonly string[]): number => {
  const count = placeholderCount(body);
  return Array.from({ length: Math.max(count, variables.length) }, (_, index) => index).find(index => !variables[index]) ?? -1;
};

/** A variable must be chosen for each {{n}} (the API checks the rest: unknown ones, one too many). */
const chosenForEach = (value: unknown, values: { body?: unknown }) => {
  const missing = firstUnchosen(String(values.body ?? ''), Array.isArray(value) ? (value as string[]) : []);
  return missing === -1 ? undefined : `Choose the variable for {{${missing + 1}}}.`;
};

/**
 * The order variables filling the body's {{1}}, {{2}} …, in order: one select a placeholder (as many as the
 * body's highest {{n}}). One chosen beyond the body's placeholders is marked, with a button to remove it.
 */
export const VariablesInput = ({ available }: { available: string[] }) => {
  const body = (useWatch({ name: 'body' }) as string | undefined) ?? '';
  const count = placeholderCount(body);
  const { field, fieldState, formState } = useInput({ source: templateField('variables'), validate: chosenForEach });
  const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const rows = Math.max(count, value.length);
  const setAt = (index: number, variable: string) => {
    const next = Array.from({ length: Math.max(value.length, index + 1) }, (_, i) => value[i] ?? '');
    next[index] = variable;
    field.onChange(next);
  };
  const removeAt = (index: number) => field.onChange(value.filter((_, i) => i !== index));
  const error = fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%' }} aria-invalid={error ? true : undefined}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Variables, one for each placeholder
      </Typography>
      {rows === 0 && (
        <Typography variant="body2" color="text.secondary">
          The body has no {'{{1}}'}: nothing to fill.
        </Typography>
      )}
      <Stack sx={{ gap: 1.5 }}>
        {Array.from({ length: rows }, (_, index) => {
          const placeholder = `{{${index + 1}}}`;
          const extra = index >= count;
          return (
            <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
              <TextField
                select
                size="small"
                label={placeholder}
                value={value[index] ?? ''}
                onChange={event => setAt(index, event.target.value)}
                onBlur={field.onBlur}
                error={extra || (!!error && !value[index])}
                helperText={extra ? `The body has no ${placeholder}` : undefined}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ flex: 1, minWidth: 0, maxWidth: 360 }}
              >
                <option value="">Choose…</option>
                {available.map(variable => (
                  <option key={variable} value={variable}>
                    {variable}
                  </option>
                ))}
              </TextField>
              {extra && (
                <IconButton aria-label={`Remove the variable for ${placeholder}`} onClick={() => removeAt(index)}>
                  <RemoveIcon />
                </IconButton>
              )}
            </Stack>
          );
        })}
      </Stack>
      {error && (
        <FormHelperText error sx={{ mx: 1.75 }}>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </Box>
  );
};

type PreviewArgs = [name: string, body: string, variables: string[], orderId: number | null];

/** The body filled with a real order, asked for once typing pauses and only when every shown placeholder has its variable. */
const usePreview = (template: WhatsAppTemplate, orderText: string) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [name, body, variables] = useWatch({ name: ['name', 'body', 'variables'] }) as [string | undefined, string | undefined, string[] | undefined];
  // One string, so a pause in typing (not each render) settles it.
  const settled = useDebounced(JSON.stringify([name ?? '', body ?? '', variables ?? [], orderIdOf(orderText) ?? null]), PREVIEW_DELAY_MS);
  const [previewName, previewBody, previewVariables, orderId] = JSON.parse(settled) as PreviewArgs;
  const waiting =
    previewBody.trim() === '' ? 'Nothing to preview' : firstUnchosen(previewBody, previewVariables) !== -1 ? 'Choose a variable for each placeholder to see the preview' : null;
  const preview = useQuery({
    queryKey: ['whatsapp-templates', 'preview', template.id, previewName, previewBody, previewVariables, orderId],
    queryFn: () =>
      dataProvider.previewWhatsAppTemplate(template.id, {
        name: previewName,
        body: previewBody,
        variables: previewVariables,
        ...(orderId === null ? {} : { order_id: orderId }),
      }),
    enabled: waiting === null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return { preview, waiting, variables: previewVariables };
};

type Preview = ReturnType<typeof usePreview>;

/** Why no preview: each refused field by name ('Body: Number the placeholders …'), else the server's word. */
const previewProblems = (error: unknown): string[] =>
  error instanceof ApiError && Object.keys(error.fieldErrors).length
    ? Object.entries(error.fieldErrors).map(([field, messages]) => `${FIELD_WORDS[field] ?? field}: ${messages.join(' ')}`)
    : [failureMessage(error, 'Could not make a preview')];

const LivePreview = ({ preview: { preview, waiting, variables }, orderText, onOrderText }: { preview: Preview; orderText: string; onOrderText: (text: string) => void }) => {
  const answer = waiting === null ? preview.data : undefined;
  return (
    <PreviewCard orderText={orderText} onOrderText={onOrderText}>
      {waiting !== null && <Typography color="text.secondary">{waiting}</Typography>}
      {waiting === null && preview.error && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="preview-problems">
          {previewProblems(preview.error).map(problem => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      {waiting === null && !answer && !preview.error && <Typography color="text.secondary">Loading...</Typography>}
      {answer && !preview.error && (
        <Box sx={{ opacity: preview.isPlaceholderData ? 0.6 : 1 }} data-testid="whatsapp-preview">
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
            Filled with {answer.sample}
          </Typography>
          <Typography
            component="pre"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0, p: 1.5, bgcolor: '#dcf8c6', color: '#1f1f1f', borderRadius: 2 }}
          >
            {answer.text}
          </Typography>
          {answer.parameters.length > 0 && (
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, mt: 2, mb: 0, typography: 'body2' }}>
              {answer.parameters.map((parameter, index) => (
                <Box key={index} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {`{{${index + 1}}}`} {variables[index]}
                  </Box>
                  <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {parameter}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
    </PreviewCard>
  );
};

/** Said while the name is empty: the update stays on SMS for customers who chose WhatsApp. */
const KeptOnSms = () => {
  const name = useWatch({ name: 'name' }) as string | undefined;
  if (name?.trim()) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      No template name: this update goes by SMS, also to customers who chose WhatsApp.
    </Alert>
  );
};

/** Name, body and variables beside (on a phone: above) their live preview. */
const MappingAndPreview = ({ template }: { template: WhatsAppTemplate }) => {
  const [orderText, setOrderText] = useState('');
  const preview = usePreview(template, orderText);
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <Box sx={{ minWidth: 0 }}>
        <TextInput
          source={templateField('name')}
          label="Template name"
          helperText="As WhatsApp Manager shows it (lower-case, digits and _); empty keeps this update on SMS"
          fullWidth
        />
        <KeptOnSms />
        <TextInput
          source={templateField('body')}
          label="Body"
          helperText="As WhatsApp approved it, with {{1}}, {{2}} … where the order's details go"
          multiline
          minRows={5}
          fullWidth
        />
        <VariablesInput available={template.available_variables} />
      </Box>
      <LivePreview preview={preview} orderText={orderText} onOrderText={setOrderText} />
    </Box>
  );
};

const TemplateForm = () => {
  const template = useRecordContext<WhatsAppTemplate>();
  const dataProvider = useDataProvider<ShopDataProvider>();
  if (!template) return null;
  const other = LANGUAGE_CHOICES.filter(choice => choice.id !== template.language);
  const backToDefault: BackToDefault<WhatsAppTemplate> = {
    resource: 'whatsapp-templates',
    changed: template.changed,
    restore: () => dataProvider.resetWhatsAppTemplate(template.id),
    label: 'Back to default',
    confirmTitle: 'Back to the default template?',
    confirmContent: "This order update goes back to the shop's default WhatsApp template: its name, body and variables.",
    done: "Back to the shop's default template",
    failed: 'Could not go back to the default',
    // An update kept on SMS is named on the overview.
    alsoStale: [['notifications', 'channels']],
  };
  return (
    <SimpleForm toolbar={<TemplateToolbar template={template} backToDefault={backToDefault} />} sx={{ maxWidth: '100%' }}>
      <Typography variant="h5" component="h1">
        {whatsAppTemplateName(template)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {template.changed ? 'Set by staff' : "The shop's default template"} · the approved WhatsApp template that carries this order update
      </Typography>
      <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}>
        {other.map(choice => (
          <Link key={choice.id} to={`/whatsapp-templates/${encodeURIComponent(`${template.event}.${choice.id}`)}`}>
            Edit the {choice.name} template
          </Link>
        ))}
      </Stack>
      <MappingAndPreview template={template} />
    </SimpleForm>
  );
};

/** One order update's WhatsApp template with a live preview; Save (PUT) shows a refused field under it. */
export const WhatsAppTemplateEdit = ({ id }: { id?: string }) => (
  <Edit id={id} resource="whatsapp-templates" mutationMode="pessimistic" redirect={false} title={<TemplateTitle />} actions={false}>
    <TemplateForm />
  </Edit>
);
