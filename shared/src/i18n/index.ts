export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  directionOf,
  isLanguage,
  type LanguageOption,
} from './languages';
export {
  namespaceBackend,
  registerNamespace,
  translationLoading,
  type NamespaceLoader,
} from './namespace-backend';
