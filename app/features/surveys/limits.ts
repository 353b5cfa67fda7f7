// A survey's size limits, without zod (the create/edit modal reads them in the browser; issue 16).
import { MAX } from "~/lib/limits";

export const SURVEY_LIMITS = { questions: 50, options: 20, question: 500, option: 200, title: MAX.title, description: 2000 } as const;
