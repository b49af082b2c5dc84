import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NAMESPACE } from './i18n';

function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-remote="mf-casino" data-version={process.env.REMOTE_VERSION}>
      <h1>{t(titleKey)}</h1>
    </section>
  );
}

export function CasinoRoutes() {
  return (
    <Suspense fallback={null}>
      <BrowserRouter>
        <Routes>
          <Route path="/casino/*" element={<Placeholder titleKey="title.casino" />} />
          <Route path="/live_casino/*" element={<Placeholder titleKey="title.liveCasino" />} />
          <Route path="/crash/*" element={<Placeholder titleKey="title.crash" />} />
          <Route path="/favorite" element={<Placeholder titleKey="title.favorite" />} />
          <Route path="/top_game" element={<Placeholder titleKey="title.topGames" />} />
          <Route path="/pragmatic" element={<Placeholder titleKey="title.pragmatic" />} />
        </Routes>
      </BrowserRouter>
    </Suspense>
  );
}
