/**
 * The contact page's address: the one the API is configured with (`GET /api/site`, SUPPORT_EMAIL),
 * never one written into the page's text. No address configured (or the API away): the page keeps
 * its opening hours and offers no address rather than a made-up one.
 */
import { apiRequest, type SiteInfo } from '@casino/shared/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../../i18n';
import styles from './content.module.css';

export const fetchSiteInfo = () => apiRequest<SiteInfo>('/site');

export function SupportEmail({ load = fetchSiteInfo }: { load?: () => Promise<SiteInfo> }) {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    load()
      .then((site) => current && setEmail(site.supportEmail))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [load]);
  if (!email) return null;
  // The address goes in as a link where the sentence puts it, in every language.
  const [before, after] = t('contact_us.email', { email: '\u0000' }).split('\u0000');
  return (
    <p className={styles.paragraph} data-testid="support-email">
      {before}
      <a href={`mailto:${email}`} dir="ltr">
        {email}
      </a>
      {after}
    </p>
  );
}
