// A survey problem that names a question (the server's English text, SPEC §5) in the page's
// language: the form knows the survey's questions, so it finds which text the message is and
// writes it again with the question as a value (issue 40). Other messages go through `t` as they are.
import { englishText, type Translate } from "../logic";

/** The English texts of the problems that name one question (see logic.ts and inputs.ts). */
const QUESTION_PROBLEMS = [
  "Please answer the required question \"{question}\"",
  "Please choose one of the options for \"{question}\"",
  "Please answer \"{question}\" with yes or no",
  "Please rate \"{question}\" from 1 to 5",
  "Please answer \"{question}\" with text",
  "The answer to \"{question}\" must be at most 2000 characters",
  "Please add at least two options to \"{question}\"",
  "\"{question}\" has the same option twice",
  "The condition of \"{question}\" must refer to an earlier question",
] as const;

const CONDITION_ANSWER = "The condition of \"{question}\" must be one of the possible answers to \"{target}\"";

/** `message` in the page's language when it is one of the texts above for one of `questions`. */
export function localiseProblem(message: string | null | undefined, questions: readonly string[], t: Translate): string | null {
  if (!message) return null;
  for (const question of questions) {
    for (const key of QUESTION_PROBLEMS) {
      if (englishText(key, { question }) === message) return t(key, { question });
    }
    for (const target of questions) {
      if (englishText(CONDITION_ANSWER, { question, target }) === message) return t(CONDITION_ANSWER, { question, target });
    }
  }
  return t(message);
}
