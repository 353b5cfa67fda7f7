// The page's translator for components (`const { t } = useT()`, then t of the English text). Provided by
// root's Layout from the language the root loader decided (issue 40).
import { createContext, useContext } from "react";
import { translatorFor, type Translator } from "./translator";

export const TranslatorContext = createContext<Translator | null>(null);

export function useT(): Translator {
  return useContext(TranslatorContext) ?? translatorFor("en");
}
