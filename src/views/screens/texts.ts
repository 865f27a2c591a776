// A screen's texts, written beside its view in French and English (docs/screens/README.md "Texts"):
// `export const texts = { fr: {...}, en: {...} } satisfies ScreenTexts` in the view's module, so they
// travel in the screen's chunk, and `useScreenTexts(id, texts)` adds them to i18next under
// `screens.<id>` the first time the screen renders. A key a tenant's file already sets (loaded at
// boot, public/i18n/tenants/) keeps the tenant's text.
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../machines/domain/constants';

export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** The same keys in both languages: the type checker refuses an English text missing. */
export type ScreenTexts<T extends TextTree = TextTree> = Readonly<Record<Language, T>>;

const registered = new WeakMap<object, WeakSet<object>>();

export function useScreenTexts(id: string, texts: ScreenTexts) {
  const { i18n } = useTranslation();
  let done = registered.get(i18n);
  if (!done) registered.set(i18n, (done = new WeakSet()));
  if (!done.has(texts)) {
    for (const language of Object.keys(texts) as Language[]) {
      i18n.addResourceBundle(language, 'translation', { screens: { [id]: texts[language] } }, true, false);
    }
    done.add(texts);
  }
  return useTranslation('translation', { keyPrefix: `screens.${id}` });
}
