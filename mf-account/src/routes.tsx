import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NAMESPACE } from './i18n';

function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-remote="mf-account" data-version={process.env.REMOTE_VERSION}>
      <h1>{t(titleKey)}</h1>
    </section>
  );
}

export function AccountRoutes() {
  return (
    <Suspense fallback={null}>
      <BrowserRouter>
        <Routes>
          <Route path="/profile/*" element={<Placeholder titleKey="title.profile" />} />
          <Route path="/user_card" element={<Placeholder titleKey="title.userCard" />} />
          <Route path="/transaction_history" element={<Placeholder titleKey="title.transactionHistory" />} />
          <Route path="/casino_history" element={<Placeholder titleKey="title.casinoHistory" />} />
          <Route path="/sport_history" element={<Placeholder titleKey="title.sportHistory" />} />
          <Route path="/games_history" element={<Placeholder titleKey="title.gamesHistory" />} />
          <Route path="/reset_password" element={<Placeholder titleKey="title.resetPassword" />} />
        </Routes>
      </BrowserRouter>
    </Suspense>
  );
}
