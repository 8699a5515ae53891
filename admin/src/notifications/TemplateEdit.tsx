import { useRef, useState, type FocusEvent } from 'react';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { Edit, Link, SimpleForm, TextInput, useDataProvider, usePermissions, useRecordContext } from 'react-admin';
import type { NotificationTemplate, TemplatePreview } from '@shop/api-client';
import { failureMessage } from '../auth/apiErrors';
import { PreviewCard } from './PreviewCard';
import { useDebounced } from '../dashboard/useDebounced';
import type { ShopDataProvider } from '../dataProvider';
import { fieldsOf } from '../recordFields';
import { LANGUAGE_CHOICES, smsLength, templateName } from './notificationText';
import { SentHtml } from './SentHtml';
import { type BackToDefault, TemplateToolbar } from './TemplateToolbar';

/** NotificationTemplate field names, checked against the API contract. */
const templateField = fieldsOf<NotificationTemplate>();

type WordsField = 'subject' | 'body';

type SmsLength = NonNullable<TemplatePreview['sms']>;

/** The preview is asked for once typing pauses this long. */
export const PREVIEW_DELAY_MS = 300;

/** '123' or '#123' → 123; blank or anything else → undefined (the newest order). */
export const orderIdOf = (text: string): number | undefined => {
  const match = /^#?0*(\d{1,12})$/.exec(text.trim());
  return match ? Number(match[1]) : undefined;
};

const TemplateTitle = () => {
  const template = useRecordContext<NotificationTemplate>();
  return <>{template ? `Template: ${templateName(template)}` : 'Template'}</>;
};

/**
 * Subject (e-mail only) and body, and the placeholders the template may use as chips: a click puts
 * `{{name}}` where the caret was in the field last used (the body unless the subject was).
 */
const WordsFields = ({ template, sms }: { template: NotificationTemplate; sms: SmsLength | undefined }) => {
  const { getValues, setValue } = useFormContext();
  const last = useRef<{ name: WordsField; element: HTMLInputElement | HTMLTextAreaElement } | null>(null);
  const remember = (event: FocusEvent<HTMLDivElement>) => {
    const element = event.target;
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && (element.name === 'subject' || element.name === 'body'))
      last.current = { name: element.name, element };
  };
  const insert = (variable: string) => {
    const name: WordsField = last.current?.name ?? 'body';
    const element = last.current?.element ?? document.querySelector<HTMLTextAreaElement>('textarea[name="body"]');
    const current = String(getValues(name) ?? '');
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const token = `{{${variable}}}`;
    setValue(name, current.slice(0, start) + token + current.slice(end), { shouldDirty: true, shouldTouch: true });
    // The caret goes after the placeholder, in the same field, so typing carries on there.
    requestAnimationFrame(() => {
      if (!element) return;
      element.focus();
      element.setSelectionRange(start + token.length, start + token.length);
    });
  };
  return (
    <Box onFocusCapture={remember} sx={{ width: '100%' }}>
      {template.channel === 'email' && <TextInput source={templateField('subject')} label="Subject" fullWidth />}
      <TextInput source={templateField('body')} label={template.channel === 'sms' ? 'Text message' : 'E-mail text'} multiline minRows={6} fullWidth />
      {/* Right under the text box, where staff look while typing (on a phone the preview is a screen further down). */}
      {sms && (
        <Typography variant="body2" sx={{ mt: -1.5, mb: 1.5, fontWeight: 600, color: sms.parts > 1 ? 'warning.dark' : undefined }} aria-live="polite" data-testid="sms-length">
          {smsLength(sms)}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        Placeholders (click to insert)
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label="Placeholders">
        {template.variables.map(variable => (
          <Chip
            key={variable}
            label={`{{${variable}}}`}
            size="small"
            variant="outlined"
            onMouseDown={event => event.preventDefault()} // the field keeps its focus and caret
            onClick={() => insert(variable)}
          />
        ))}
      </Stack>
    </Box>
  );
};

/** The words as they would go out, filled with the order `orderText` names; asked for once typing pauses. */
const usePreview = (template: NotificationTemplate, orderText: string) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [subject, body] = useWatch({ name: ['subject', 'body'] }) as [string | undefined, string | undefined];
  // One string, so a pause in typing (not each render) settles it.
  const settled = useDebounced(JSON.stringify([subject ?? '', body ?? '', orderIdOf(orderText) ?? null]), PREVIEW_DELAY_MS);
  const [previewSubject, previewBody, orderId] = JSON.parse(settled) as [string, string, number | null];
  const preview = useQuery({
    queryKey: ['notification-templates', 'preview', template.id, previewSubject, previewBody, orderId],
    queryFn: () =>
      dataProvider.previewTemplate(template.id, {
        ...(template.channel === 'email' ? { subject: previewSubject } : {}),
        body: previewBody,
        ...(orderId === null ? {} : { order_id: orderId }),
      }),
    enabled: previewBody.trim() !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
  return { preview, previewBody };
};

type Preview = ReturnType<typeof usePreview>;

const LivePreview = ({ preview: { preview, previewBody }, orderText, onOrderText }: { preview: Preview; orderText: string; onOrderText: (text: string) => void }) => {
  const answer = preview.data;
  return (
    <PreviewCard orderText={orderText} onOrderText={onOrderText}>
      {preview.error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {failureMessage(preview.error, 'Could not make a preview')}
        </Alert>
      )}
      {!answer && !preview.error && <Typography color="text.secondary">{previewBody.trim() ? 'Loading...' : 'Nothing to preview'}</Typography>}
      {answer && (
        <Box sx={{ opacity: preview.isPlaceholderData ? 0.6 : 1 }} data-testid="template-preview">
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
            Filled with {answer.sample}
          </Typography>
          {answer.sms && (
            <Typography
              component="pre"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 2 }}
            >
              {answer.text}
            </Typography>
          )}
          {!answer.sms && (
            <>
              <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                <strong>Subject:</strong> {answer.subject}
              </Typography>
              {answer.html ? (
                <SentHtml html={answer.html} title="E-mail preview" height={420} />
              ) : (
                <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}>
                  {answer.text}
                </Typography>
              )}
            </>
          )}
        </Box>
      )}
    </PreviewCard>
  );
};

/** A customer's message is written in each language: links to its other languages' words. */
const OtherLanguages = ({ template }: { template: NotificationTemplate }) => {
  if (template.audience !== 'customer') return null;
  return (
    <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}>
      {LANGUAGE_CHOICES.filter(choice => choice.id !== template.language).map(choice => (
        <Link key={choice.id} to={`/notification-templates/${encodeURIComponent(`${template.template}.${choice.id}`)}`}>
          Edit the {choice.name} words
        </Link>
      ))}
    </Stack>
  );
};

/** The fields beside (on a phone: above) their live preview; the SMS's length sits under its text box. */
const WordsAndPreview = ({ template }: { template: NotificationTemplate }) => {
  const [orderText, setOrderText] = useState('');
  const preview = usePreview(template, orderText);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        width: '100%',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <WordsFields template={template} sms={preview.preview.data?.sms ?? undefined} />
      <LivePreview preview={preview} orderText={orderText} onOrderText={setOrderText} />
    </Box>
  );
};

const TemplateForm = () => {
  const template = useRecordContext<NotificationTemplate>();
  // A template carrying a reset link or code is the admin's alone to change (the API answers staff 403).
  const { permissions } = usePermissions<string | null>();
  const dataProvider = useDataProvider<ShopDataProvider>();
  if (!template) return null;
  const backToDefault: BackToDefault<NotificationTemplate> = {
    resource: 'notification-templates',
    changed: template.edited,
    restore: () => dataProvider.resetTemplate(template.id),
    label: "Back to the shop's words",
    confirmTitle: "Back to the shop's words?",
    confirmContent: "The edited words are replaced by the shop's default ones.",
    done: "Back to the shop's words",
    failed: 'Could not reset the template',
  };
  const locked = template.security && permissions !== 'admin';
  return (
    <SimpleForm toolbar={locked ? false : <TemplateToolbar template={template} backToDefault={backToDefault} />} disabled={locked} sx={{ maxWidth: '100%' }}>
      <Typography variant="h5" component="h1">
        {templateName(template)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {template.description}
        {template.edited && template.updated_by ? ` · edited by ${template.updated_by}` : " · the shop's default words"}
      </Typography>
      <OtherLanguages template={template} />
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only an admin can change this message: it carries a password reset link or code, or another link meant for its reader alone.
        </Alert>
      )}
      <WordsAndPreview template={template} />
    </SimpleForm>
  );
};

/** One template's words with a live preview; Save (PUT) shows a refused placeholder under its field. */
export const TemplateEdit = ({ id }: { id?: string }) => (
  <Edit id={id} resource="notification-templates" mutationMode="pessimistic" redirect={false} title={<TemplateTitle />} actions={false}>
    <TemplateForm />
  </Edit>
);
