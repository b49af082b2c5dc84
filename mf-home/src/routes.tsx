import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NAMESPACE } from './i18n';

function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-remote="mf-home" data-version={process.env.REMOTE_VERSION}>
      <h1>{t(titleKey)}</h1>
    </section>
  );
}

export function HomeRoutes() {
  return (
    <Suspense fallback={null}>
      <BrowserRouter>
        <Routes>
          <Route path="/*" element={<Placeholder titleKey="title.home" />} />
        </Routes>
      </BrowserRouter>
    </Suspense>
  );
}
