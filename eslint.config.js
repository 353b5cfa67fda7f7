import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: [".react-router/**", "build/**", "node_modules/**", "data/**", "db/migrations/**", "test-results/**", "tests/.tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // A forgotten `await` on the data layer (or any promise) fails the lint (decision record 160).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "db/**/*.ts", "scripts/**/*.ts", "tests/**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // The data layer's builders are awaited, never run with the SQLite driver's own methods
    // (decision record 229): the type makes their result a promise; this refuses the call itself,
    // which PostgreSQL's builders do not have.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/db.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "AwaitExpression > CallExpression[arguments.length=0] > MemberExpression.callee[property.name=/^(get|all|run)$/]",
          message: "Await the query builder itself (or first(...) / changes(...)): .get()/.all()/.run() exist on SQLite only.",
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", ".ci/**"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly" } },
  },
);
