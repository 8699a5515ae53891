import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../ui/Alert';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { PersonIcon } from '../../ui/icons';
import { TextField } from '../../ui/TextField';
import { errorMessage, type ProfileUpdate } from '@shop/api-client';
import { authApi } from '../../api/endpoints';
import { AuthCard, FieldPair } from '../../components/AuthCard';
import { PageLoading } from '../../components/PageLoading';
import { useAuth } from '../../state/Auth';
import { useToast } from '../../state/Toasts';
import { usePageTitle } from '../../lib/usePageTitle';
import { useShopMeta } from '../../lib/shopMeta';
import { WhatsAppUpdatesBox } from '../../components/WhatsAppUpdates';
import { ChangePasswordCard } from './ChangePasswordCard';
import { useTranslation } from '../../i18n/translation';
import styles from './UpdateProfilePage.module.css';

const FIELDS = ['email', 'first_name', 'last_name', 'phone', 'address'] as const satisfies ReadonlyArray<keyof ProfileUpdate>;
type Field = (typeof FIELDS)[number];

/**
 * Multipart body with only the non-empty fields (SPEC.md section 5), and the WhatsApp choice when the customer
 * changed it (as the text 'true' or 'false': false withdraws it).
 */
export function profileFormData(values: Record<Field, string>, image: File | null, whatsappUpdates?: boolean): FormData {
  const data = new FormData();
  for (const key of FIELDS) {
    const v = values[key].trim();
    if (v) data.append(key, v);
  }
  if (whatsappUpdates !== undefined) data.append('whatsapp_updates', String(whatsappUpdates));
  if (image) data.append('profile_image', image);
  return data;
}

export default function UpdateProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('account.editProfile'));
  const { isLoggedIn, setUser } = useAuth();
  const navigate = useNavigate();
  const notify = useToast();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: ['profile'], queryFn: ({ signal }) => authApi.profile(signal), enabled: isLoggedIn, retry: false });
  const [values, setValues] = useState<Record<Field, string>>({ email: '', first_name: '', last_name: '', phone: '', address: '' });
  const [image, setImage] = useState<File | null>(null);
  // "Send my order updates on WhatsApp", as the account has it until the customer changes it.
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);
  const whatsAppOffered = useShopMeta().whatsappUpdates;
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const imageInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!profile.data) return;
    const u = profile.data;
    setValues({ email: u.email, first_name: u.first_name, last_name: u.last_name, phone: u.phone, address: u.address });
    setWhatsappUpdates(u.whatsapp_updates);
  }, [profile.data]);
  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  if (!isLoggedIn) return <Navigate to="/account/login?next=%2Faccount%2Fupdate" replace />;
  if (profile.isPending) return <PageLoading label={t('account.loadingProfile')} />;

  const set = (key: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!values.email.trim()) {
      setError(t('account.emailRequired'));
      return;
    }
    setBusy(true);
    try {
      // Sent only when changed, so a choice given meanwhile at checkout (another tab) is not undone by an unrelated edit.
      const whatsappChange = whatsappUpdates !== profile.data?.whatsapp_updates ? whatsappUpdates : undefined;
      const updated = await authApi.updateProfile(profileFormData(values, image, whatsappChange));
      setUser(updated);
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      notify(t('account.profileUpdated'));
      navigate('/account/profile');
    } catch (err) {
      setError(errorMessage(err, t('account.updateFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AuthCard title={t('account.editProfile')} onSubmit={submit}>
        <div className={styles.image}>
          <Avatar src={preview ?? profile.data?.profile_image ?? undefined} size={64} className={styles.avatar}>
            <PersonIcon fontSize="inherit" />
          </Avatar>
          {/* The button opens the file input's picker; the input itself stays hidden, named for screen readers and tests. */}
          <Button variant="outlined" onClick={() => imageInput.current?.click()}>
            {t('account.chooseImage')}
          </Button>
          <input ref={imageInput} hidden type="file" accept="image/*" aria-label={t('account.profileImage')} onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
          {image && <p className={`body2 text-muted ${styles.fileName}`}>{image.name}</p>}
        </div>
        <TextField label={t('common.email')} type="email" required value={values.email} onChange={set('email')} autoComplete="email" />
        <FieldPair>
          <TextField label={t('account.firstName')} value={values.first_name} onChange={set('first_name')} />
          <TextField label={t('account.lastName')} value={values.last_name} onChange={set('last_name')} />
        </FieldPair>
        <TextField label={t('account.phone')} type="tel" value={values.phone} onChange={set('phone')} placeholder={t('common.phoneExample')} />
        <TextField label={t('account.address')} multiline rows={2} value={values.address} onChange={set('address')} />
        {/* Offered where the shop sends WhatsApp; a standing choice stays withdrawable whatever the shop does now. */}
        {(whatsAppOffered || profile.data?.whatsapp_updates) && <WhatsAppUpdatesBox checked={whatsappUpdates} onChange={setWhatsappUpdates} hint={t('whatsappUpdates.accountHint')} />}
        {error && <Alert severity="error" role="alert">{error}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('common.saving') : t('account.saveChanges')}
        </Button>
      </AuthCard>
      <ChangePasswordCard />
    </>
  );
}
