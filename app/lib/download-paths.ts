// The /api routes whose large bodies server/app.ts pipes to the socket itself (decision record 192),
// written once: app/routes/api/routes.ts declares them with these paths and server/app.ts matches
// requests against the same strings (below /api, in the framework's path syntax).
export const DOWNLOAD_PATHS = {
  familyExport: "family/export",
  personalExport: "auth/me/export",
  albumDownload: "albums/:id/download",
} as const;

/** The full URL pattern of a download route ("/api/albums/:id/download"). */
export const downloadPattern = (path: (typeof DOWNLOAD_PATHS)[keyof typeof DOWNLOAD_PATHS]) => `/api/${path}`;
