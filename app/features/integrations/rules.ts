// Pure rules of the integrations, shared by the server and the page: provider names, the
// calendar apps' subscribe links, share dialogs, Jitsi join links and a call's status.

export const CALENDAR_PROVIDERS = ["google", "outlook"] as const;
export const SOCIAL_PLATFORMS = ["facebook", "twitter", "instagram"] as const;
export const CLOUD_PROVIDERS = ["google_drive", "dropbox", "webdav"] as const;
export const OAUTH_PROVIDERS = ["google_drive", "dropbox"] as const;

export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export type CloudProvider = (typeof CLOUD_PROVIDERS)[number];
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const PROVIDER_LABEL: Record<CalendarProvider | SocialPlatform | CloudProvider, string> = {
  google: "Google Calendar",
  outlook: "Outlook",
  facebook: "Facebook",
  twitter: "X (Twitter)",
  instagram: "Instagram",
  google_drive: "Google Drive",
  dropbox: "Dropbox",
  webdav: "WebDAV (Nextcloud, ownCloud)",
};

export const DEFAULT_CALL_MINUTES = 60;
export const RECENT_CALLS_SHOWN = 3;

/** webcal:// form of the feed, which Apple Calendar (and most desktop apps) subscribe to. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, "webcal://");
}

/** The provider's "subscribe from web" address with the feed filled in. */
export function subscribeUrl(provider: CalendarProvider, feedUrl: string, calendarName: string): string {
  if (provider === "google") {
    return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
  }
  return `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}&name=${encodeURIComponent(calendarName)}`;
}

export type CallStatus = "scheduled" | "live" | "ended";

/** scheduled before the start, live until start + duration, ended after. */
export function callStatus(scheduledAt: string, durationMinutes: number, now = new Date()): CallStatus {
  const start = Date.parse(scheduledAt);
  const end = start + durationMinutes * 60_000;
  const t = now.getTime();
  if (t < start) return "scheduled";
  if (t < end) return "live";
  return "ended";
}

export function roomUrl(jitsiBase: string, roomName: string): string {
  return `${jitsiBase.replace(/\/+$/, "")}/${encodeURIComponent(roomName)}`;
}

/** Opens the room with the member's name filled in (Jitsi reads JSON values from the fragment). */
export function joinUrl(jitsiBase: string, roomName: string, displayName: string): string {
  return `${roomUrl(jitsiBase, roomName)}#userInfo.displayName=${encodeURIComponent(JSON.stringify(displayName))}`;
}

export type ShareLink = { platform: SocialPlatform; label: string; url: string | null; note: string };

/**
 * Each platform's own share dialog, prefilled where the platform allows it. Nothing is posted by
 * the server: the person reviews and posts in the platform's own window.
 */
export function shareLinks(content: string, platforms: SocialPlatform[], link: string): ShareLink[] {
  return platforms.map((platform) => {
    switch (platform) {
      case "twitter":
        return {
          platform,
          label: "Open the X post dialog",
          url: `https://twitter.com/intent/tweet?text=${encodeURIComponent(content)}`,
          note: "The post text is filled in; review it and post from X.",
        };
      case "facebook":
        return {
          platform,
          label: "Open the Facebook share dialog",
          url: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
          note: "Facebook does not let websites fill in post text: copy the text below and paste it into the dialog.",
        };
      case "instagram":
        return {
          platform,
          label: "Instagram",
          url: null,
          note: "Instagram has no web share dialog: copy the text below and post it from the Instagram app.",
        };
    }
  });
}

/** A route's provider segment, or null when it is not one of `list`. */
export function pickProvider<const T extends readonly string[]>(list: T, value: unknown): T[number] | null {
  return typeof value === "string" && (list as readonly string[]).includes(value) ? (value as T[number]) : null;
}

export const PHOTO_BACKUP_UNAVAILABLE =
  "Photo backup becomes available once photos are stored on this server. Nothing has been copied yet.";
