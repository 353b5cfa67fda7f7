// Components read their texts from the page's translator (issue 40): in the browser the page's
// catalogue is registered before hydration (entry.client.tsx); here every language is, as on the server.
import { serverTranslator } from "~/lib/i18n/catalog.server";

serverTranslator("en");
