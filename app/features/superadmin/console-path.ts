// The console's own path (its links and the export download): a leaf, so the page's first load
// does not take the console's tables for one string.
export const CONSOLE_PATH = "/dashboard/superadmin";
