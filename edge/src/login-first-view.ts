/** The login page's first view, drawn by the edge from the shell's deployed translations. */
import { join } from 'node:path';
import type { Language } from './first-load';
import { readJson } from './read-json';

/** The login page's texts of the first view (the shell's `login` namespace keys it shows at once). */
export interface LoginTexts {
  title: string;
  username: string;
  password: string;
  submit: string;
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell's translations deployed beside it (`shell/locales/<language>.json`, copied at build). */
export function loginTexts(siteRoot: string, language: Language): LoginTexts | undefined {
  const texts = readJson<{ login?: Partial<LoginTexts> }>(
    join(siteRoot, 'shell', 'locales', `${language}.json`),
  )?.login;
  const keys = ['title', 'username', 'password', 'submit'] as const;
  if (!texts || !keys.every((key) => typeof texts[key] === 'string')) return undefined;
  return texts as LoginTexts;
}

/**
 * The login page's first view: its card as the shell's login form draws it (title, the two
 * fields, the disabled submit, the side picture on the desktop layout), the title being the
 * page's largest text.
 */
export function loginFirstViewHtml(texts: LoginTexts): string {
  const field = (label: string) =>
    `<div class="splash__login-field"><span>${escapeText(label)}</span><span class="splash__login-input"></span></div>`;
  return (
    `<div class="splash__login">` +
    `<img class="splash__login-side" src="/login-side.svg" alt="" width="260" height="420" />` +
    `<div class="splash__login-form">` +
    `<div class="splash__login-head"><h1 data-first-view="login" elementtiming="first-view">${escapeText(texts.title)}</h1><span class="splash__login-close"></span></div>` +
    field(texts.username) +
    field(texts.password) +
    `<span class="splash__login-submit">${escapeText(texts.submit)}</span>` +
    `<p class="splash__login-error"></p>` +
    `</div></div>`
  );
}
