/** Start-up of the shell's services before any application mounts. (Stub: replaced by the chrome work.) */
import { bus } from '@casino/shared/events';
import { directionOf, namespaceBackend, registerNamespace, translationLoading } from '@casino/shared/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

registerNamespace('shell', (language) =>
  import(`../../locales/${language}.json`).then((module: { default: object }) => module.default),
);

export async function startServices(): Promise<void> {
  const language = 'fr';
  await i18next
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({ lng: language, fallbackLng: 'en', ns: ['shell'], defaultNS: 'shell', interpolation: { escapeValue: false }, ...translationLoading });
  bus.emit('language:changed', { language, direction: directionOf(language) });
  document.getElementById('splash')?.remove();
}
