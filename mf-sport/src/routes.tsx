import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NAMESPACE } from './i18n';

function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-remote="mf-sport" data-version={process.env.REMOTE_VERSION}>
      <h1>{t(titleKey)}</h1>
    </section>
  );
}

export function SportRoutes() {
  return (
    <Suspense fallback={null}>
      <BrowserRouter>
        <Routes>
          <Route path="/sport/*" element={<Placeholder titleKey="title.sport" />} />
          <Route path="/prematch/*" element={<Placeholder titleKey="title.prematch" />} />
          <Route path="/live/*" element={<Placeholder titleKey="title.live" />} />
        </Routes>
      </BrowserRouter>
    </Suspense>
  );
}
