import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import type { Language } from '../events/contract';

export type NamespaceLoader = (language: Language) => Promise<ResourceKey>;

const registryKey = Symbol.for('@casino/shared/i18n#namespaces');
type RegistryHolder = { [registryKey]?: Map<string, NamespaceLoader> };

/** One registry per page, whichever copy of this module asks. */
function registry(): Map<string, NamespaceLoader> {
  return ((globalThis as RegistryHolder)[registryKey] ??= new Map());
}

/** A remote declares where its namespace's translations come from (usually lazy JSON chunks). */
export function registerNamespace(namespace: string, loader: NamespaceLoader): void {
  registry().set(namespace, loader);
}

/**
 * Translations load with up to 5 retries, 350 ms doubling, at most 10 in parallel, so a flaky
 * network delays a page's texts rather than losing them. These are i18next's own connector
 * settings; they apply to every namespace read through this backend.
 */
export const translationLoading = { maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 };

/**
 * An i18next backend that reads each namespace through the loader its remote registered.
 * A failed read answers `(error, true)`, which is how i18next is told to retry it.
 */
export const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = registry().get(namespace);
    if (!loader) {
      callback(new Error(`No translations registered for namespace "${namespace}"`), false);
      return;
    }
    loader(language as Language).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error as Error, true),
    );
  },
};
