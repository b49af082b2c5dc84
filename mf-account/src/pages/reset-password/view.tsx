import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../features/change-password';
import { ScreenFrame, type ScreenVariant } from '../../layouts/screen-frame';
import { NAMESPACE } from '../../i18n';

export function ResetPasswordPage({ variant }: { variant: ScreenVariant }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ScreenFrame title={t('title.resetPassword')} variant={variant}>
      <ChangePasswordForm />
    </ScreenFrame>
  );
}
