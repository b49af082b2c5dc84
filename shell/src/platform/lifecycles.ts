/** What single-spa needs from an application, and what a remote's exposed module adds. */
export interface AppProps {
  name: string;
  domElement?: HTMLElement;
  [key: string]: unknown;
}

export interface Lifecycles {
  bootstrap(props: AppProps): Promise<unknown>;
  mount(props: AppProps): Promise<unknown>;
  unmount(props: AppProps): Promise<unknown>;
  /** Set by remotes: the version their release command built them as. */
  remoteVersion?: string;
}

export interface RemoteAppModule extends Lifecycles {
  /** The event-bus contract version the remote was built against. */
  contractVersion: string;
}

export class IncompatibleRemoteError extends Error {
  constructor(remote: string, remoteVersion: unknown, shellVersion: string) {
    super(
      `${remote} speaks bus contract ${String(remoteVersion)}, the shell speaks ${shellVersion}`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}
