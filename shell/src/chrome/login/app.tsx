/** The login page (/login, guests only). Its code loads only when the route is reached. */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { loginPageClosed, loginPageOpened } from '../../services/login-flow/model';
import { reactLifecycles } from '@casino/shared/app';
import { LoginForm } from './ui/login-form';

function LoginPage() {
  const [opened, close] = useUnit([loginPageOpened, loginPageClosed]);
  useEffect(() => opened(), [opened]);
  return (
    <section aria-labelledby="login-page-title">
      <LoginForm surface="page" titleId="login-page-title" onClose={() => close()} />
    </section>
  );
}

export const { bootstrap, mount, unmount } = reactLifecycles(LoginPage);
